// "Show more vendors": appends the next page from /api/vendors, each card a copy of the card
// template the page renders (VendorCard.tsx, with every optional part) filled with the vendor.
import { VENDOR_CARD_SIZES, type VendorCardData, type VendorPage } from './vendors.ts';
import { formatRupees } from '../../../lib/money.ts';
import { buildListingPicture } from '../photos/picture-dom.ts';
import { fullStars } from '../reviews/reviews.ts';
import { priceFreshness } from '../prices/freshness.ts';
import { localePath } from '../../../i18n/locales.ts';
import { readMessages } from '../../../i18n/dom.ts';
import type { Bound, CatalogueOf } from '../../../i18n/catalogue.ts';
import type { vendorListScriptMessages } from './messages.ts';

/** The block of the page (VendorList.astro) this script's texts come from. */
export const VENDOR_LIST_MESSAGES_ID = 'vendor-list-messages';
type Texts = Bound<CatalogueOf<typeof vendorListScriptMessages>>;

/** The card's picture: the uploaded cover photo when there is one, else the cover art. */
function fillMedia(card: HTMLElement, vendor: VendorCardData): void {
  const media = card.querySelector<HTMLElement>('[data-listing-picture]') ?? card.querySelector('img');
  if (!media) return;
  const fallback = (media instanceof HTMLImageElement ? media : media.querySelector<HTMLImageElement>('img[data-fallback]'))?.dataset.fallback ?? '';
  if (vendor.coverPhoto) {
    media.replaceWith(buildListingPicture(vendor.coverPhoto, { sizes: VENDOR_CARD_SIZES, className: 'aspect-[8/5] w-full', alt: '', fallback }));
  } else if (media instanceof HTMLImageElement) {
    media.src = vendor.coverImageUrl || fallback;
    media.loading = 'lazy';
  }
}

function setText(card: HTMLElement, selector: string, text: string | null): void {
  const element = card.querySelector(selector);
  if (!element) return;
  if (text === null) element.remove();
  else element.textContent = text;
}

function fillRating(card: HTMLElement, vendor: VendorCardData, t: Texts): void {
  const full = fullStars(vendor.ratingAverage);
  const stars = card.querySelector('[data-stars]');
  if (stars) {
    stars.setAttribute('data-stars', String(full));
    const [on, off, sr] = stars.children;
    if (on) on.textContent = '★'.repeat(full);
    if (off) off.textContent = '★'.repeat(5 - full);
    if (sr) sr.textContent = t.starsOutOf({ count: full });
  }
  setText(card, '[data-rating-value]', vendor.reviewCount > 0 ? vendor.ratingAverage.toFixed(1) : null);
  setText(card, '[data-review-count]', t.reviewCount({ count: vendor.reviewCount }));
}

function fill(template: HTMLTemplateElement, vendor: VendorCardData, t: Texts): HTMLElement {
  const card = template.content.firstElementChild!.cloneNode(true) as HTMLElement;
  card.dataset.vendorId = String(vendor.id);
  fillMedia(card, vendor);
  // /api/vendors answers English addresses; a Hindi list links to Hindi pages.
  const href = localePath(vendor.href, t.$locale);
  for (const link of card.querySelectorAll<HTMLAnchorElement>('[data-card-link], [data-card-action]')) link.href = href;
  setText(card, '[data-card-link]', vendor.name);
  if (!vendor.isFeatured) card.querySelector('[data-card-featured]')?.remove();
  setText(card, '[data-card-city]', vendor.city);
  fillRating(card, vendor, t);
  if (vendor.priceRangeMin === null) {
    card.querySelector('[data-card-price]')?.remove();
    card.querySelector('[data-price-freshness]')?.remove();
  } else {
    setText(card, '[data-card-price] dd', formatRupees(vendor.priceRangeMin));
    const freshness = priceFreshness(vendor.pricesVerifiedOn);
    const line = card.querySelector<HTMLElement>('[data-price-freshness]');
    if (line) {
      line.textContent = freshness.text;
      line.className = `text-xs ${freshness.stale ? 'text-amber-800' : 'text-stone-600'}`;
    }
  }
  return card;
}

export function initVendorLists(): void {
  for (const list of document.querySelectorAll<HTMLElement>('[data-vendor-list]')) {
    const button = list.querySelector<HTMLButtonElement>('[data-vendor-more]');
    const grid = list.querySelector<HTMLElement>('[data-vendor-grid]')!;
    const error = list.querySelector<HTMLElement>('[data-vendor-error]')!;
    const template = list.querySelector<HTMLTemplateElement>('template[data-vendor-card-template]');
    if (!button || !template) continue;
    button.addEventListener('click', async (event) => {
      // Without this script the button submits its form and opens the next page instead.
      event.preventDefault();
      const next = Number(list.dataset.page) + 1;
      button.disabled = true;
      error.hidden = true;
      try {
        const params = new URLSearchParams(list.dataset.query);
        params.set('category', list.dataset.category!);
        params.set('city', list.dataset.city!);
        params.set('page', String(next));
        const response = await fetch(`/api/vendors?${params}`);
        if (!response.ok) throw new Error(`HTTP ${response.status}`);
        const data = (await response.json()) as VendorPage;
        const t = readMessages<CatalogueOf<typeof vendorListScriptMessages>>(VENDOR_LIST_MESSAGES_ID);
        for (const vendor of data.vendors) grid.append(fill(template, vendor, t));
        list.dataset.page = String(next);
        if (!data.hasMore) button.closest('form')?.remove();
        grid.querySelector<HTMLAnchorElement>(`[data-vendor-id="${data.vendors[0]?.id}"] [data-card-link]`)?.focus();
      } catch {
        error.hidden = false;
      } finally {
        button.disabled = false;
      }
    });
  }
}
