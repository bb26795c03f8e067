// Long because: the settings tabs (profile, notifications, password, security) share one form state and its texts.
import { useEffect, useMemo, useRef, useState } from 'react';
import { actions } from 'astro:actions';
import { TextField } from '../../../components/ui/Field.tsx';
import SubmitButton from '../../../components/ui/SubmitButton.tsx';
import { useTabs } from '../../../components/ui/tabs.ts';
import { actionFieldErrors, type FieldErrors } from '../../../lib/form-errors.ts';
import { toast } from '../../../lib/toast.ts';
import { formValues, useActionForm } from '../../../lib/use-action-form.ts';
import { useHydrated } from '../../../lib/use-hydrated.ts';
import TwoFactorSettings from './TwoFactorSettings.tsx';
import LanguageSelect from './LanguageSelect.tsx';
import { bind, type CatalogueOf, type MessagesData } from '../../../i18n/catalogue.ts';
import type { Locale } from '../../../i18n/locales.ts';
import type { languageFieldMessages, settingsPanelMessages } from './messages.ts';
import { settingsError, settingsFieldErrors, type SettingsTexts } from './known-errors.ts';
// Validation happens in the actions (same schemas, same messages); the island shows their field errors.
import { notificationOptions } from './settings.ts';

type Notifications = { email_notifications: boolean; push_notifications: boolean; marketing_emails: boolean };
type Props = {
  profile: { name: string; email: string; phone: string };
  notifications: Notifications;
  twoFactorEnabled: boolean;
  /** The account's language and the language field's messages, in that language. */
  language: { locale: Locale; messages: MessagesData<CatalogueOf<typeof languageFieldMessages>> };
  /** The island's own texts, in the account's language. */
  messages: MessagesData<CatalogueOf<typeof settingsPanelMessages>>;
};

const TABS = [
  { id: 'profile', label: 'tabProfile' },
  { id: 'notifications', label: 'tabNotifications' },
  { id: 'security', label: 'tabSecurity' },
] as const;
type TabId = (typeof TABS)[number]['id'];
const TAB_IDS = TABS.map((t) => t.id);

const DEBOUNCE_MS = 700;

function saved(t: SettingsTexts) {
  toast({ title: t.savedTitle, description: t.savedDescription, variant: 'success' });
}
function failed(t: SettingsTexts, message: string) {
  toast({ title: t.errorTitle, description: settingsError(t, message), variant: 'destructive' });
}

const NOTIFICATION_TEXT = {
  email_notifications: ['emailNotifications', 'emailNotificationsText'],
  push_notifications: ['pushNotifications', 'pushNotificationsText'],
  marketing_emails: ['marketingEmails', 'marketingEmailsText'],
} as const;

/** Settings: every change saves at once (text after a short pause), with a toast. */
export default function SettingsPanel({ profile, notifications, twoFactorEnabled, language, messages }: Props) {
  const t = useMemo(() => bind(messages), [messages]);
  const [tab, setTab] = useState<TabId>('profile');
  // Kept here so switching tabs (which renders only the active panel) loses nothing.
  const profileState = useState({ name: profile.name, phone: profile.phone });
  const notificationState = useState(notifications);
  const [totpOn, setTotpOn] = useState(twoFactorEnabled);
  // Tabs only work once the island runs; until then they say so by being disabled.
  const hydrated = useHydrated();
  const tabs = useTabs(TAB_IDS, tab, setTab, 'settings-');

  return (
    <div>
      <div role="tablist" aria-label={t.tabsLabel} className="flex gap-1 border-b border-stone-200">
        {TABS.map((item) => (
          <button
            key={item.id}
            {...tabs.tabProps(item.id)}
            disabled={!hydrated}
            onClick={() => setTab(item.id)}
            className={`-mb-px border-b-2 px-4 py-2 font-semibold ${tab === item.id ? 'border-maroon-700 text-maroon-800' : 'border-transparent text-stone-600 hover:text-maroon-700'}`}
          >
            {t[item.label]}
          </button>
        ))}
      </div>
      <div {...tabs.panelProps('profile')} hidden={tab !== 'profile'} className="card mt-4 p-6">
        {tab === 'profile' && (
          <>
            <ProfileTab t={t} email={profile.email} state={profileState} saved={profile} />
            <div className="mt-4">
              <LanguageSelect locale={language.locale} messages={language.messages} />
            </div>
          </>
        )}
      </div>
      <div {...tabs.panelProps('notifications')} hidden={tab !== 'notifications'} className="card mt-4 p-6">
        {tab === 'notifications' && <NotificationsTab t={t} state={notificationState} />}
      </div>
      <div {...tabs.panelProps('security')} hidden={tab !== 'security'} className="card mt-4 space-y-10 p-6">
        {tab === 'security' && (
          <>
            <PasswordForm t={t} />
            <TwoFactorSettings t={t} enabled={totpOn} onChange={setTotpOn} />
          </>
        )}
      </div>
    </div>
  );
}

type ProfileValues = { name: string; phone: string };
type StatePair<T> = [T, (value: T) => void];

function ProfileTab({ t, email, state, saved: initial }: { t: SettingsTexts; email: string; state: StatePair<ProfileValues>; saved: ProfileValues }) {
  const [values, setValues] = state;
  const [errors, setErrors] = useState<FieldErrors>({});
  // The fields whose last change is saved: each says so beside itself.
  const [savedFields, setSavedFields] = useState<Partial<Record<keyof ProfileValues, boolean>>>({});
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const lastSaved = useRef(JSON.stringify({ name: initial.name.trim(), phone: initial.phone.trim() }));
  const hydrated = useHydrated();

  const latest = useRef(values);
  // Leaving the tab while a save waits for its pause: save now rather than drop it.
  useEffect(
    () => () => {
      if (timer.current === undefined) return;
      clearTimeout(timer.current);
      void save(latest.current);
    },
    // Only on leaving: `save` reads refs and the texts, which stay the same while the island lives.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [],
  );

  async function save(next: ProfileValues) {
    const input = { name: next.name.trim(), phone: next.phone.trim() };
    const key = JSON.stringify(input);
    if (key === lastSaved.current) return;
    try {
      const { error } = await actions.settings.updateProfile(input);
      if (error) {
        const fields = actionFieldErrors(error);
        // A half-typed value: show the field's message and wait for the next keystroke.
        if (fields) return setErrors(settingsFieldErrors(t, fields));
        return failed(t, error.message);
      }
      setErrors({});
      const before = JSON.parse(lastSaved.current) as ProfileValues;
      lastSaved.current = key;
      if (latest.current.name.trim() === input.name && latest.current.phone.trim() === input.phone) {
        setSavedFields({ ...(before.name !== input.name && { name: true }), ...(before.phone !== input.phone && { phone: true }) });
      }
      saved(t);
    } catch {
      failed(t, t.settingsFailed);
    }
  }

  function change(field: 'name' | 'phone', value: string) {
    const next = { ...values, [field]: value };
    setValues(next);
    setSavedFields((marks) => ({ ...marks, [field]: false }));
    latest.current = next;
    clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      timer.current = undefined;
      void save(next);
    }, DEBOUNCE_MS);
  }

  return (
    <form noValidate onSubmit={(e) => e.preventDefault()} className="space-y-4">
      <TextField
        label={t.fullName}
        name="name"
        autoComplete="name"
        value={values.name}
        disabled={!hydrated}
        onChange={(e) => change('name', e.target.value)}
        error={errors.name}
        hint={savedFields.name ? <SavedMark text={t.saved} /> : undefined}
      />
      <TextField label={t.email} name="email" type="email" value={email} readOnly hint={t.emailHint} />
      <TextField
        label={t.phone}
        name="phone"
        type="tel"
        autoComplete="tel"
        value={values.phone}
        disabled={!hydrated}
        onChange={(e) => change('phone', e.target.value)}
        error={errors.phone}
        hint={savedFields.phone ? <SavedMark text={t.saved} /> : undefined}
      />
    </form>
  );
}

/** Said beside a field once its change is saved. */
function SavedMark({ text }: { text: string }) {
  return (
    <span role="status" className="font-semibold text-green-800">
      <span aria-hidden="true">✓ </span>
      {text}
    </span>
  );
}

function NotificationsTab({ t, state }: { t: SettingsTexts; state: StatePair<Notifications> }) {
  const [values, setValues] = state;
  const [saving, setSaving] = useState(false);
  const hydrated = useHydrated();

  async function toggle(key: keyof Notifications) {
    const previous = values;
    const next = { ...values, [key]: !values[key] };
    setValues(next);
    setSaving(true);
    try {
      const { error } = await actions.settings.updateNotifications(next);
      if (error) {
        setValues(previous);
        return failed(t, error.message);
      }
      saved(t);
    } catch {
      setValues(previous);
      failed(t, t.settingsFailed);
    } finally {
      setSaving(false);
    }
  }

  return (
    <ul className="divide-y divide-stone-200">
      {notificationOptions.map((option) => (
        <li key={option.key} className="flex items-center justify-between gap-4 py-4">
          <div>
            <p id={`${option.key}-label`} className="font-semibold">
              {t[NOTIFICATION_TEXT[option.key][0]]}
            </p>
            <p id={`${option.key}-description`} className="text-sm text-stone-600">
              {t[NOTIFICATION_TEXT[option.key][1]]}
            </p>
          </div>
          <button
            type="button"
            role="switch"
            aria-checked={values[option.key]}
            aria-labelledby={`${option.key}-label`}
            aria-describedby={`${option.key}-description`}
            disabled={!hydrated || saving}
            onClick={() => void toggle(option.key)}
            className={`relative inline-flex h-7 w-12 shrink-0 items-center rounded-full transition-colors disabled:opacity-60 ${values[option.key] ? 'bg-maroon-700' : 'bg-stone-300'}`}
          >
            <span
              className={`inline-block h-5 w-5 rounded-full bg-white shadow transition-transform ${values[option.key] ? 'translate-x-6' : 'translate-x-1'}`}
            />
          </button>
        </li>
      ))}
    </ul>
  );
}

function PasswordForm({ t }: { t: SettingsTexts }) {
  const { errors, pending, hydrated, onSubmit } = useActionForm({
    action: actions.settings.changePassword,
    read(form) {
      const input = formValues(form, ['currentPassword', 'newPassword', 'confirmPassword']) as Record<
        'currentPassword' | 'newPassword' | 'confirmPassword',
        string
      >;
      if (input.newPassword === input.confirmPassword) return { input };
      // The spec shows this one as a toast only.
      failed(t, t.errPasswordsDoNotMatch);
      return { errors: {} };
    },
    onSuccess(_data, form) {
      form?.reset();
      toast({ title: t.passwordUpdatedTitle, description: t.passwordUpdatedDescription, variant: 'success' });
    },
    onError(error, fields) {
      if (error.code === 'NETWORK') return failed(t, t.passwordFailed);
      failed(t, fields ? t.fixFields : error.message);
      if (!fields && error.code === 'BAD_REQUEST') return { errors: { currentPassword: settingsError(t, error.message) } };
      if (fields) return { errors: settingsFieldErrors(t, fields) };
    },
  });

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-4" aria-labelledby="password-heading">
      <h2 id="password-heading" className="text-lg font-semibold text-maroon-800">
        {t.changePassword}
      </h2>
      <TextField
        label={t.currentPassword}
        name="currentPassword"
        type="password"
        autoComplete="current-password"
        disabled={pending}
        error={errors.currentPassword}
      />
      <TextField label={t.newPassword} name="newPassword" type="password" autoComplete="new-password" disabled={pending} error={errors.newPassword} />
      <TextField
        label={t.confirmPassword}
        name="confirmPassword"
        type="password"
        autoComplete="new-password"
        disabled={pending}
        error={errors.confirmPassword}
      />
      <SubmitButton pending={pending} hydrated={hydrated} label={t.updatePassword} pendingLabel={t.updating} className="btn btn-primary" />
    </form>
  );
}
