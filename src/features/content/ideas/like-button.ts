// The like button on an idea: shows the count and the viewer's like, and toggles it.
import { loadActions, warmActionsOn } from '../../../lib/load-actions.ts';
import { LIKES_CHANGED_KEY } from './ideas.ts';
import { readMessages } from '../../../i18n/dom.ts';
import { localePath } from '../../../i18n/locales.ts';
import type { CatalogueOf } from '../../../i18n/catalogue.ts';
import type { ideaScriptMessages } from './messages.ts';
import { signInHref } from '../../../lib/routes.ts';

interface LikeResponse {
  count: number;
  liked: boolean;
  signedIn: boolean;
}

export function setUpLikeButton(root: HTMLElement): void {
  const slug = root.dataset.slug ?? '';
  const button = root.querySelector<HTMLButtonElement>('[data-like-button]');
  const label = root.querySelector<HTMLElement>('[data-like-label]');
  const countText = root.querySelector<HTMLElement>('[data-like-count]');
  const prompt = root.querySelector<HTMLElement>('[data-like-prompt]');
  if (!button || !label || !countText || !prompt) return;
  const t = readMessages<CatalogueOf<typeof ideaScriptMessages>>('idea-script-messages');
  // The prompt's sign-in link comes back to this idea.
  prompt.querySelector<HTMLAnchorElement>('a[data-sign-in]')?.setAttribute('href', localePath(signInHref(location.pathname), t.$locale));
  let state: LikeResponse = { count: 0, liked: false, signedIn: false };

  function show(next: LikeResponse): void {
    state = next;
    button!.setAttribute('aria-pressed', String(state.liked));
    label!.textContent = state.liked ? t.liked : t.like;
    countText!.textContent = t.likes({ count: state.count });
    button!.disabled = false;
  }

  warmActionsOn(button);
  button.addEventListener('click', async () => {
    if (!state.signedIn) {
      prompt.hidden = false;
      prompt.querySelector('a')?.focus();
      return;
    }
    button.disabled = true;
    const { actions } = await loadActions();
    const { data, error } = await actions.ideas.toggleLike({ slug, liked: !state.liked });
    if (error) {
      if (error.code === 'UNAUTHORIZED') {
        state.signedIn = false;
        prompt.hidden = false;
      } else {
        console.error('Could not update the like', error);
      }
      button.disabled = false;
      return;
    }
    sessionStorage.setItem(LIKES_CHANGED_KEY, String(Date.now()));
    show({ ...data, signedIn: true });
  });

  fetch(`/api/ideas/${encodeURIComponent(slug)}/likes`, { cache: 'no-store' })
    .then((response) => (response.ok ? response.json() : Promise.reject(new Error(`HTTP ${response.status}`))))
    .then((body: LikeResponse) => show(body))
    .catch((error: unknown) => {
      // Without the state, let a click try the action: the server knows who is signed in.
      console.error('Could not load likes', error);
      state = { ...state, signedIn: true };
      button.disabled = false;
    });
}
