// An error text of the auth schemas or actions in the form's language. The schemas and actions
// say their messages in English (the specification's texts); a form on a Hindi page looks each
// one up by its English text and shows the Hindi one. A text it does not know stays as given.
// Browser-safe.
import type { Bound } from '../../../i18n/catalogue.ts';
import { AUTH_ERRORS_EN, type AUTH_FORM_TEXTS_EN } from './form-texts.ts';

type Texts = Bound<typeof AUTH_FORM_TEXTS_EN>;

const KEY_OF = new Map<string, keyof typeof AUTH_ERRORS_EN>(
  (Object.keys(AUTH_ERRORS_EN) as (keyof typeof AUTH_ERRORS_EN)[]).map((key) => [AUTH_ERRORS_EN[key], key]),
);
// messages.tooManyAttemptsWait with describeWait's "30 seconds" / "2 minutes".
const WAIT = /^Too many failed sign-in attempts\. Please wait (\d+) (second|minute)s? and try again\.$/;

export function localizeAuthError(text: string, t: Texts): string;
export function localizeAuthError(text: string | undefined, t: Texts): string | undefined;
export function localizeAuthError(text: string | undefined, t: Texts): string | undefined {
  if (text === undefined || t.$locale === 'en') return text;
  const key = KEY_OF.get(text);
  if (key) return t[key];
  const wait = WAIT.exec(text);
  if (wait) {
    const count = Number(wait[1]);
    return t.tooManyAttemptsWait({ wait: wait[2] === 'second' ? t.waitSeconds({ count }) : t.waitMinutes({ count }) });
  }
  return text;
}
