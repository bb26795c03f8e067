import { useState } from 'react';
import { actions } from 'astro:actions';
import { TextField } from '../../../components/ui/Field.tsx';
import type { FieldErrors, SubmitError } from '../../../lib/form-errors.ts';
import { toast } from '../../../lib/toast.ts';
import { useActionForm, type Outcome } from '../../../lib/use-action-form.ts';
import { settingsError, type SettingsTexts } from './known-errors.ts';

type Enrolment = { secret: string; uri: string; qr: boolean[][] };
type Step = { kind: 'off' } | { kind: 'enrolling'; enrolment: Enrolment } | { kind: 'codes'; codes: string[] } | { kind: 'on' };

/** Draws the QR modules as one SVG path (no inline styles, so the page's CSP allows it). */
function QrCode({ matrix, label }: { matrix: boolean[][]; label: string }) {
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
      aria-label={label}
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
function failWith(t: SettingsTexts, fallback: string) {
  return (error: SubmitError, fields: FieldErrors | null): Outcome => {
    if (fields) return { errors: { code: fields.code && settingsError(t, fields.code) } };
    if (error.code === 'BAD_REQUEST') return { errors: { code: settingsError(t, error.message) } };
    toast({ title: t.errorTitle, description: error.code === 'INTERNAL_SERVER_ERROR' ? fallback : settingsError(t, error.message), variant: 'destructive' });
  };
}

/** Second factor in Settings → Security: enrol with QR or key, confirm, recovery codes, disable. */
export default function TwoFactorSettings({ t, enabled, onChange }: { t: SettingsTexts; enabled: boolean; onChange: (enabled: boolean) => void }) {
  const [step, setStep] = useState<Step>(enabled ? { kind: 'on' } : { kind: 'off' });
  const starting = useActionForm({
    action: actions.settings.startTotp,
    onSuccess: (enrolment) => setStep({ kind: 'enrolling', enrolment }),
    onError: failWith(t, t.startFailed),
  });
  const confirming = useActionForm({
    action: actions.settings.confirmTotp,
    read: readCode,
    onSuccess(data) {
      setStep({ kind: 'codes', codes: data.recoveryCodes });
      onChange(true);
      toast({ title: t.turnedOnTitle, description: t.turnedOnText, variant: 'success' });
    },
    onError: failWith(t, t.turnOnFailed),
  });
  const disabling = useActionForm({
    action: actions.settings.disableTotp,
    read: readCode,
    onSuccess() {
      setStep({ kind: 'off' });
      onChange(false);
      toast({ title: t.turnedOffTitle, description: t.turnedOffText, variant: 'success' });
    },
    onError: failWith(t, t.turnOffFailed),
  });

  return (
    <section aria-labelledby="two-factor-heading" className="space-y-4">
      <h2 id="two-factor-heading" className="text-lg font-semibold text-maroon-800">
        {t.twoFactor}
      </h2>
      {step.kind === 'off' && (
        <>
          <p className="text-stone-600">{t.twoFactorIntro}</p>
          <button type="button" className="btn btn-outline" onClick={() => void starting.submit({})} disabled={starting.pending}>
            {t.twoFactorSetUp}
          </button>
        </>
      )}
      {step.kind === 'enrolling' && (
        <form noValidate onSubmit={confirming.onSubmit} className="space-y-4">
          <p>{t.twoFactorScan}</p>
          <QrCode matrix={step.enrolment.qr} label={t.qrLabel} />
          <p>
            {t.key}{' '}
            <code data-testid="totp-secret" className="break-all rounded bg-stone-100 px-2 py-1 font-mono">
              {step.enrolment.secret}
            </code>
          </p>
          <TextField
            label={t.codeFromApp}
            name="code"
            inputMode="numeric"
            autoComplete="one-time-code"
            required
            disabled={confirming.pending}
            error={confirming.errors.code}
          />
          <button type="submit" className="btn btn-primary" disabled={confirming.pending}>
            {confirming.pending ? t.verifying : t.verifyAndTurnOn}
          </button>
        </form>
      )}
      {step.kind === 'codes' && (
        <div className="space-y-3">
          <p className="font-semibold">{t.recoveryIntro}</p>
          <ul aria-label={t.recoveryCodes} className="grid grid-cols-2 gap-2 font-mono">
            {step.codes.map((code) => (
              <li key={code} className="rounded bg-stone-100 px-2 py-1">
                {code}
              </li>
            ))}
          </ul>
          <button type="button" className="btn btn-primary" onClick={() => setStep({ kind: 'on' })}>
            {t.savedCodes}
          </button>
        </div>
      )}
      {step.kind === 'on' && (
        <form noValidate onSubmit={disabling.onSubmit} className="space-y-4">
          <p className="text-green-800">{t.twoFactorIsOn}</p>
          <TextField
            label={t.codeToTurnOff}
            name="code"
            autoComplete="one-time-code"
            required
            disabled={disabling.pending}
            error={disabling.errors.code}
            hint={t.codeToTurnOffHint}
          />
          <button type="submit" className="btn btn-danger" disabled={disabling.pending}>
            {t.turnOff}
          </button>
        </form>
      )}
    </section>
  );
}
