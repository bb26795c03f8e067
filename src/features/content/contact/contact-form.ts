// The contact form's behaviour: send through the `contact.send` action, show each field's
// message beside it, and a toast for the outcome, all in the page's language.
import { loadActions, warmActionsOn } from '../../../lib/load-actions.ts';
import { toast } from '../../../lib/toast.ts';
import { site } from '../../../lib/site.ts';
import { readMessages } from '../../../i18n/dom.ts';
import type { Bound, CatalogueOf } from '../../../i18n/catalogue.ts';
import type { contactPageMessages } from './messages.ts';
import { CONTACT_RULES } from './rules.ts';

type Texts = Bound<CatalogueOf<typeof contactPageMessages>>;

const FIELDS = ['name', 'email', 'subject', 'message'] as const;

function fieldParts(form: HTMLFormElement, name: string) {
  const control = form.elements.namedItem(name) as HTMLInputElement | HTMLTextAreaElement | null;
  const error = form.querySelector<HTMLElement>(`[data-error-for="${name}"]`);
  return { control, error };
}

/** The action answers with the schema's English rule messages; the page shows its own language's. */
export function ruleMessage(t: Pick<Texts, keyof typeof CONTACT_RULES>, english: string): string {
  const rule = (Object.keys(CONTACT_RULES) as (keyof typeof CONTACT_RULES)[]).find((key) => CONTACT_RULES[key] === english);
  return rule ? t[rule] : english;
}

function showErrors(form: HTMLFormElement, fields: Record<string, string[] | undefined>, t: Texts): void {
  let first: HTMLElement | null = null;
  for (const name of FIELDS) {
    const { control, error } = fieldParts(form, name);
    const english = fields[name]?.[0];
    const message = english === undefined ? undefined : ruleMessage(t, english);
    if (!control || !error) continue;
    error.textContent = message ?? '';
    error.hidden = !message;
    if (message) {
      control.setAttribute('aria-invalid', 'true');
      first ??= control;
    } else {
      control.removeAttribute('aria-invalid');
    }
  }
  first?.focus();
}

export function initContactForm(form: HTMLFormElement): void {
  const t = readMessages<CatalogueOf<typeof contactPageMessages>>('contact-messages');
  const button = form.querySelector<HTMLButtonElement>('button[type="submit"]');
  const label = button?.textContent ?? t.send;
  warmActionsOn(form);
  form.addEventListener('submit', async (event) => {
    event.preventDefault();
    if (button?.disabled) return;
    showErrors(form, {}, t);
    if (button) {
      button.disabled = true;
      button.textContent = t.sending;
    }
    try {
      const { actions, isInputError } = await loadActions();
      const { error } = await actions.contact.send(new FormData(form));
      if (!error) {
        form.reset();
        toast({
          title: t.sentTitle,
          description: t.sentDescription({ brand: site.brand, replyPromise: form.dataset.replyPromise ?? '' }),
          variant: 'success',
        });
      } else if (isInputError(error)) {
        showErrors(form, error.fields as Record<string, string[] | undefined>, t);
        toast({ title: t.notSentTitle, description: t.correctFields, variant: 'destructive' });
      } else {
        toast({
          title: t.notSentTitle,
          description: error.code === 'TOO_MANY_REQUESTS' ? error.message : t.failed,
          variant: 'destructive',
        });
      }
    } catch (error) {
      console.error('Contact form failed', error);
      toast({ title: t.notSentTitle, description: t.offline, variant: 'destructive' });
    } finally {
      if (button) {
        button.disabled = false;
        button.textContent = label;
      }
    }
  });
}
