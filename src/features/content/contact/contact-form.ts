// The contact form's behaviour: send through the `contact.send` action, show each field's
// message beside it, and a toast for the outcome.
import { loadActions, warmActionsOn } from '../../../lib/load-actions.ts';
import { toast } from '../../../lib/toast.ts';
import { site } from '../../../lib/site.ts';

const FIELDS = ['name', 'email', 'subject', 'message'] as const;

function fieldParts(form: HTMLFormElement, name: string) {
  const control = form.elements.namedItem(name) as HTMLInputElement | HTMLTextAreaElement | null;
  const error = form.querySelector<HTMLElement>(`[data-error-for="${name}"]`);
  return { control, error };
}

function showErrors(form: HTMLFormElement, fields: Record<string, string[] | undefined>): void {
  let first: HTMLElement | null = null;
  for (const name of FIELDS) {
    const { control, error } = fieldParts(form, name);
    const message = fields[name]?.[0];
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
  const button = form.querySelector<HTMLButtonElement>('button[type="submit"]');
  const label = button?.textContent ?? 'Send Message';
  warmActionsOn(form);
  form.addEventListener('submit', async (event) => {
    event.preventDefault();
    if (button?.disabled) return;
    showErrors(form, {});
    if (button) {
      button.disabled = true;
      button.textContent = 'Sending...';
    }
    try {
      const { actions, isInputError } = await loadActions();
      const { error } = await actions.contact.send(new FormData(form));
      if (!error) {
        form.reset();
        toast({
          title: 'Message sent',
          description: `Thank you for writing to ${site.brand}. ${site.replyPromise}`,
          variant: 'success',
        });
      } else if (isInputError(error)) {
        showErrors(form, error.fields as Record<string, string[] | undefined>);
        toast({ title: 'Message not sent', description: 'Please correct the highlighted fields.', variant: 'destructive' });
      } else {
        toast({
          title: 'Message not sent',
          description: error.code === 'TOO_MANY_REQUESTS' ? error.message : 'Something went wrong. Please try again, or call us.',
          variant: 'destructive',
        });
      }
    } catch (error) {
      console.error('Contact form failed', error);
      toast({ title: 'Message not sent', description: 'Please check your connection and try again.', variant: 'destructive' });
    } finally {
      if (button) {
        button.disabled = false;
        button.textContent = label;
      }
    }
  });
}
