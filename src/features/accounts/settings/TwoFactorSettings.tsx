import { useState } from 'react';
import { actions } from 'astro:actions';
import { TextField } from '../../../components/ui/Field.tsx';
import type { FieldErrors, SubmitError } from '../../../lib/form-errors.ts';
import { toast } from '../../../lib/toast.ts';
import { useActionForm, type Outcome } from '../../../lib/use-action-form.ts';

type Enrolment = { secret: string; uri: string; qr: boolean[][] };
type Step = { kind: 'off' } | { kind: 'enrolling'; enrolment: Enrolment } | { kind: 'codes'; codes: string[] } | { kind: 'on' };

/** Draws the QR modules as one SVG path (no inline styles, so the page's CSP allows it). */
function QrCode({ matrix }: { matrix: boolean[][] }) {
  let d = '';
  matrix.forEach((row, y) =>
    row.forEach((dark, x) => {
      if (dark) d += `M${x} ${y}h1v1h-1z`;
    }),
  );
  const size = matrix.length;
  return (
    <svg
      viewBox={`0 0 ${size} ${size}`}
      width="200"
      height="200"
      role="img"
      aria-label="QR code to scan with your authenticator app"
      shapeRendering="crispEdges"
      className="rounded border border-stone-200 bg-white"
    >
      <rect width={size} height={size} fill="#fff" />
      <path d={d} fill="#000" />
    </svg>
  );
}

/** Reads the one code field of the enrol and turn-off forms. */
const readCode = (form: HTMLFormElement) => ({ input: { code: String(new FormData(form).get('code') ?? '') } });

/** A field message for a wrong code; a toast for anything else. */
function failWith(fallback: string) {
  return (error: SubmitError, fields: FieldErrors | null): Outcome => {
    if (fields) return;
    if (error.code === 'BAD_REQUEST') return { errors: { code: error.message } };
    toast({ title: 'Error', description: error.code === 'INTERNAL_SERVER_ERROR' ? fallback : error.message, variant: 'destructive' });
  };
}

/** Second factor in Settings → Security: enrol with QR or key, confirm, recovery codes, disable. */
export default function TwoFactorSettings({ enabled, onChange }: { enabled: boolean; onChange: (enabled: boolean) => void }) {
  const [step, setStep] = useState<Step>(enabled ? { kind: 'on' } : { kind: 'off' });
  const starting = useActionForm({
    action: actions.settings.startTotp,
    onSuccess: (enrolment) => setStep({ kind: 'enrolling', enrolment }),
    onError: failWith('Could not start the set-up. Please try again.'),
  });
  const confirming = useActionForm({
    action: actions.settings.confirmTotp,
    read: readCode,
    onSuccess(data) {
      setStep({ kind: 'codes', codes: data.recoveryCodes });
      onChange(true);
      toast({ title: 'Two-factor authentication is on', description: 'Keep your recovery codes somewhere safe.', variant: 'success' });
    },
    onError: failWith('Could not turn on two-factor authentication.'),
  });
  const disabling = useActionForm({
    action: actions.settings.disableTotp,
    read: readCode,
    onSuccess() {
      setStep({ kind: 'off' });
      onChange(false);
      toast({ title: 'Two-factor authentication is off', description: 'Your account now signs in with the password only.', variant: 'success' });
    },
    onError: failWith('Could not turn off two-factor authentication.'),
  });

  return (
    <section aria-labelledby="two-factor-heading" className="space-y-4">
      <h2 id="two-factor-heading" className="text-lg font-semibold text-maroon-800">
        Two-factor authentication
      </h2>
      {step.kind === 'off' && (
        <>
          <p className="text-stone-600">Protect your account with a code from an authenticator app each time you sign in.</p>
          <button type="button" className="btn btn-outline" onClick={() => void starting.submit({})} disabled={starting.pending}>
            Set up two-factor authentication
          </button>
        </>
      )}
      {step.kind === 'enrolling' && (
        <form noValidate onSubmit={confirming.onSubmit} className="space-y-4">
          <p>Scan this QR code with your authenticator app, or type the key by hand.</p>
          <QrCode matrix={step.enrolment.qr} />
          <p>
            Key:{' '}
            <code data-testid="totp-secret" className="break-all rounded bg-stone-100 px-2 py-1 font-mono">
              {step.enrolment.secret}
            </code>
          </p>
          <TextField
            label="Code from your app"
            name="code"
            inputMode="numeric"
            autoComplete="one-time-code"
            required
            disabled={confirming.pending}
            error={confirming.errors.code}
          />
          <button type="submit" className="btn btn-primary" disabled={confirming.pending}>
            {confirming.pending ? 'Verifying...' : 'Verify and turn on'}
          </button>
        </form>
      )}
      {step.kind === 'codes' && (
        <div className="space-y-3">
          <p className="font-semibold">
            Two-factor authentication is on. Save these recovery codes now: each works once if you lose your phone, and they will not be shown again.
          </p>
          <ul aria-label="Recovery codes" className="grid grid-cols-2 gap-2 font-mono">
            {step.codes.map((code) => (
              <li key={code} className="rounded bg-stone-100 px-2 py-1">
                {code}
              </li>
            ))}
          </ul>
          <button type="button" className="btn btn-primary" onClick={() => setStep({ kind: 'on' })}>
            I have saved my codes
          </button>
        </div>
      )}
      {step.kind === 'on' && (
        <form noValidate onSubmit={disabling.onSubmit} className="space-y-4">
          <p className="text-green-800">Two-factor authentication is on.</p>
          <TextField
            label="Code to turn it off"
            name="code"
            autoComplete="one-time-code"
            required
            disabled={disabling.pending}
            error={disabling.errors.code}
            hint="A code from your authenticator app or a recovery code."
          />
          <button type="submit" className="btn btn-danger" disabled={disabling.pending}>
            Turn off two-factor authentication
          </button>
        </form>
      )}
    </section>
  );
}
