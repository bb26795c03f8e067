// Browser side of a reviews section: shows the viewer's form, saves through the action and
// updates the average, the count and the list in place (the page itself is CDN-cached).
import { loadActions, warmActionsOn } from '../../../lib/load-actions.ts';
import { toast } from '../../../lib/toast.ts';
import { formatDay } from '../../../lib/dates.ts';
import { fullStars, reviewMessages } from './reviews.ts';
import type { ReviewTargetType } from './reviews.ts';
import { readMessages } from '../../../i18n/dom.ts';
import { REVIEW_MESSAGES_ID } from '../listing-script-ids.ts';
import type { Bound, CatalogueOf } from '../../../i18n/catalogue.ts';
import type { reviewMessagesBook } from './messages.ts';

let texts: Bound<CatalogueOf<typeof reviewMessagesBook>> | undefined;
const t = () => (texts ??= readMessages<CatalogueOf<typeof reviewMessagesBook>>(REVIEW_MESSAGES_ID));

/** The server's refusal (always English, `reviewMessages`) in the page's language. */
function refusalText(refusal: string): string {
  if (refusal === reviewMessages.verifyFirst) return t().verifyFirst;
  if (refusal === reviewMessages.ownListing) return t().ownListing;
  return refusal;
}

type Mine = {
  signedIn: boolean;
  userName?: string;
  review: { id: number; rating: number; comment: string | null } | null;
  /** Why this person may not write a review here, or null. */
  refusal?: string | null;
};

function starsNode(average: number): HTMLElement {
  const full = fullStars(average);
  const wrap = document.createElement('span');
  wrap.className = 'inline-flex items-center text-saffron-500';
  wrap.dataset.stars = String(full);
  const on = document.createElement('span');
  on.setAttribute('aria-hidden', 'true');
  on.textContent = '★'.repeat(full);
  const off = document.createElement('span');
  off.setAttribute('aria-hidden', 'true');
  off.className = 'text-stone-300';
  off.textContent = '★'.repeat(5 - full);
  const sr = document.createElement('span');
  sr.className = 'sr-only';
  sr.textContent = t().starsOutOf5({ count: full });
  wrap.append(on, off, sr);
  return wrap;
}

function showError(el: Element | null, message: string | undefined): void {
  if (!(el instanceof HTMLElement)) return;
  el.textContent = message ?? '';
  el.hidden = !message;
}

async function init(section: HTMLElement): Promise<void> {
  const targetType = section.dataset.targetType as ReviewTargetType;
  const targetId = Number(section.dataset.targetId);
  const form = section.querySelector<HTMLFormElement>('[data-review-form]')!;
  const signedOut = section.querySelector<HTMLElement>('[data-review-signed-out]')!;
  const submit = form.querySelector<HTMLButtonElement>('[data-review-submit]')!;
  const title = form.querySelector<HTMLElement>('[data-review-form-title]')!;
  const list = section.querySelector<HTMLElement>('[data-review-list]')!;

  let mine: Mine = { signedIn: false, review: null };
  try {
    const response = await fetch(`/api/reviews/mine?targetType=${targetType}&targetId=${targetId}`, { cache: 'no-store' });
    if (response.ok) mine = (await response.json()) as Mine;
  } catch {
    // Leave the sign-in prompt showing.
  }
  const setMode = (existing: boolean) => {
    title.textContent = existing ? t().edit : t().write;
    submit.textContent = existing ? t().update : t().submit;
  };
  if (!mine.signedIn) {
    signedOut.hidden = false;
    section.dataset.ready = 'true';
    return;
  }
  if (mine.refusal) {
    const refusal = section.querySelector<HTMLElement>('[data-review-refusal]')!;
    refusal.querySelector('[data-review-refusal-text]')!.textContent = refusalText(mine.refusal);
    refusal.querySelector<HTMLElement>('[data-review-verify-link]')!.hidden = mine.refusal !== reviewMessages.verifyFirst;
    refusal.hidden = false;
    section.dataset.ready = 'true';
    return;
  }
  form.hidden = false;
  if (mine.review) {
    form.querySelector<HTMLInputElement>(`input[name="rating"][value="${mine.review.rating}"]`)!.checked = true;
    form.querySelector<HTMLTextAreaElement>('textarea[name="comment"]')!.value = mine.review.comment ?? '';
  }
  setMode(Boolean(mine.review));
  section.dataset.ready = 'true';

  warmActionsOn(form);
  form.addEventListener('submit', async (event) => {
    event.preventDefault();
    const data = new FormData(form);
    const rating = Number(data.get('rating') ?? 0);
    const comment = String(data.get('comment') ?? '');
    showError(form.querySelector('[data-rating-error]'), undefined);
    showError(form.querySelector('[data-comment-error]'), undefined);
    submit.disabled = true;
    const { actions, isInputError } = await loadActions();
    const result = await actions.reviews.save({ targetType, targetId, rating, comment });
    submit.disabled = false;
    if (result.error) {
      if (isInputError(result.error)) {
        showError(form.querySelector('[data-rating-error]'), result.error.fields.rating?.[0]);
        showError(form.querySelector('[data-comment-error]'), result.error.fields.comment?.[0]);
        return;
      }
      toast({ title: t().error, description: result.error.message, variant: 'destructive' });
      return;
    }
    const { id, ratingAverage, reviewCount } = result.data;
    section.querySelector('[data-rating-average]')!.textContent = ratingAverage.toFixed(1);
    section.querySelector('[data-review-count]')!.textContent = String(reviewCount);
    section.querySelector('[data-rating-stars]')!.replaceChildren(starsNode(ratingAverage));
    for (const el of document.querySelectorAll('[data-page-rating-stars]')) el.replaceChildren(starsNode(ratingAverage));
    for (const el of document.querySelectorAll('[data-page-review-count]')) el.textContent = String(reviewCount);

    let item = list.querySelector<HTMLElement>(`[data-review-id="${id}"]`);
    if (!item) {
      item = document.createElement('li');
      item.className = 'py-4';
      item.dataset.reviewId = String(id);
      list.prepend(item);
    }
    const head = document.createElement('div');
    head.className = 'flex flex-wrap items-center gap-x-3 gap-y-1';
    const author = document.createElement('span');
    author.className = 'font-semibold';
    author.textContent = mine.userName || t().you;
    author.translate = false;
    const time = document.createElement('time');
    time.className = 'text-sm text-stone-500';
    const now = new Date().toISOString();
    time.dateTime = now;
    time.textContent = formatDay(now, t().$locale);
    head.append(author, starsNode(rating), time);
    item.replaceChildren(head);
    if (comment.trim()) {
      const p = document.createElement('p');
      p.className = 'mt-1 whitespace-pre-line text-stone-700';
      p.textContent = comment.trim();
      item.append(p);
    }
    section.querySelector<HTMLElement>('[data-no-reviews]')!.hidden = true;
    const existed = Boolean(mine.review);
    mine = { ...mine, review: { id, rating, comment } };
    setMode(true);
    toast({ title: existed ? t().updated : t().submitted, description: t().thanks, variant: 'success' });
  });
}

export function initReviewSections(): void {
  for (const section of document.querySelectorAll<HTMLElement>('[data-reviews]')) void init(section);
}
