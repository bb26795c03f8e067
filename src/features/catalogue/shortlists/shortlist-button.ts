// Browser side of the shortlist toggle: reads the viewer's state, toggles it through the action.
import { loadActions, warmActionsOn } from '../../../lib/load-actions.ts';
import { toast } from '../../../lib/toast.ts';
import { signInHref } from '../../../lib/routes.ts';
import { readMessages } from '../../../i18n/dom.ts';
import { SHORTLIST_MESSAGES_ID } from '../listing-script-ids.ts';
import { localePath } from '../../../i18n/locales.ts';
import type { Bound, CatalogueOf } from '../../../i18n/catalogue.ts';
import type { shortlistButtonMessages } from '../listings/messages.ts';

let texts: Bound<CatalogueOf<typeof shortlistButtonMessages>> | undefined;
const t = () => (texts ??= readMessages<CatalogueOf<typeof shortlistButtonMessages>>(SHORTLIST_MESSAGES_ID));

/** The sign-in prompt: the same words, and a link that brings the couple back to this page. */
function askToSignIn(): void {
  const here = `${window.location.pathname}${window.location.search}`;
  toast({ title: t().loginRequired, variant: 'destructive', link: { label: t().signIn, href: localePath(signInHref(here), t().$locale) } });
}

function render(button: HTMLButtonElement, shortlisted: boolean): void {
  button.setAttribute('aria-pressed', String(shortlisted));
  const label = button.querySelector('[data-shortlist-label]');
  if (label) label.textContent = shortlisted ? t().shortlisted : t().add;
}

async function init(button: HTMLButtonElement): Promise<void> {
  const itemType = button.dataset.itemType as 'venue' | 'vendor' | 'service';
  const itemId = Number(button.dataset.itemId);
  let signedIn = false;
  try {
    const response = await fetch(`/api/shortlists/status?itemType=${itemType}&itemId=${itemId}`, { cache: 'no-store' });
    if (response.ok) {
      const state = (await response.json()) as { signedIn: boolean; shortlisted: boolean };
      signedIn = state.signedIn;
      render(button, state.shortlisted);
    }
  } catch {
    // Unknown state: the first click asks the server, which answers with the truth.
    signedIn = true;
  }
  button.dataset.ready = 'true';

  warmActionsOn(button);
  button.addEventListener('click', async () => {
    if (!signedIn) {
      askToSignIn();
      return;
    }
    button.disabled = true;
    const { actions } = await loadActions();
    const { data, error } = await actions.shortlists.toggle({ itemType, itemId });
    button.disabled = false;
    if (error) {
      if (error.code === 'UNAUTHORIZED') {
        signedIn = false;
        askToSignIn();
      } else {
        toast({ title: t().error, description: error.message, variant: 'destructive' });
      }
      return;
    }
    render(button, data.shortlisted);
    toast({ title: data.shortlisted ? t().added : t().removed, variant: 'success' });
  });
}

export function initShortlistButtons(): void {
  for (const button of document.querySelectorAll<HTMLButtonElement>('button[data-shortlist]')) void init(button);
}
