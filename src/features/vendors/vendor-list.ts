// "Show more vendors": appends the next page from /api/vendors, built from the first card's markup.
import { priceFreshness } from '../costs/freshness.ts';
import { VENDOR_CARD_SIZES, type VendorCardData, type VendorPage } from './vendors.ts';
import { buildListingPicture } from '../listing-photos/picture-dom.ts';

/** The card's picture: the uploaded cover photo when there is one, else the cover art. */
function fillMedia(card: HTMLElement, vendor: VendorCardData): void {
  const media = card.querySelector<HTMLElement>('[data-listing-picture]') ?? card.querySelector('img');
  if (!media) return;
  const fallback = (media instanceof HTMLImageElement ? media : media.querySelector<HTMLImageElement>('img[data-fallback]'))?.dataset.fallback ?? '';
  if (vendor.coverPhoto) {
    media.replaceWith(buildListingPicture(vendor.coverPhoto, { sizes: VENDOR_CARD_SIZES, className: 'aspect-[8/5] w-full', alt: '', fallback }));
    return;
  }
  const img = document.createElement('img');
  img.src = vendor.coverImageUrl || fallback;
  img.dataset.fallback = fallback;
  img.alt = '';
  img.width = 640;
  img.height = 400;
  img.loading = 'lazy';
  img.decoding = 'async';
  img.className = 'aspect-[8/5] w-full bg-saffron-100 object-cover';
  media.replaceWith(img);
}

function fill(template: HTMLElement, vendor: VendorCardData): HTMLElement {
  const card = template.cloneNode(true) as HTMLElement;
  card.dataset.vendorId = String(vendor.id);
  fillMedia(card, vendor);
  const link = card.querySelector<HTMLAnchorElement>('h3 a');
  if (link) {
    link.href = vendor.href;
    link.textContent = vendor.name;
  }
  const featured = card.querySelector('p.uppercase');
  if (featured && !vendor.isFeatured) featured.remove();
  const freshnessLine = card.querySelector<HTMLElement>('[data-price-freshness]');
  if (freshnessLine) {
    const freshness = priceFreshness(vendor.pricesVerifiedOn);
    freshnessLine.textContent = freshness.text;
    freshnessLine.className = `text-xs ${freshness.stale ? 'text-amber-800' : 'text-stone-600'}`;
    if (vendor.priceRangeMin === null) freshnessLine.remove();
  }
  const paragraphs = [...card.querySelectorAll('p')].filter((p) => !p.classList.contains('uppercase') && !p.hasAttribute('data-price-freshness'));
  const [cityLine, ratingLine, priceLine] = paragraphs;
  if (cityLine) cityLine.textContent = vendor.city ?? '';
  if (ratingLine) {
    const full = Math.max(0, Math.min(5, Math.floor(vendor.ratingAverage)));
    const stars = ratingLine.querySelector('[data-stars]');
    if (stars) {
      stars.setAttribute('data-stars', String(full));
      const [on, off, sr] = stars.children;
      if (on) on.textContent = '★'.repeat(full);
      if (off) off.textContent = '★'.repeat(5 - full);
      if (sr) sr.textContent = `${full} out of 5 stars`;
    }
    const count = ratingLine.lastElementChild;
    if (count) count.textContent = `(${vendor.reviewCount} reviews)`;
  }
  if (priceLine) {
    const rupees = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', maximumFractionDigits: 0 });
    const { priceRangeMin: min, priceRangeMax: max } = vendor;
    if (min === null) priceLine.remove();
    else priceLine.textContent = max !== null && max > min ? `${rupees.format(min)} - ${rupees.format(max)}` : `From ${rupees.format(min)}`;
  }
  return card;
}

export function initVendorLists(): void {
  for (const list of document.querySelectorAll<HTMLElement>('[data-vendor-list]')) {
    const button = list.querySelector<HTMLButtonElement>('[data-vendor-more]');
    const grid = list.querySelector<HTMLElement>('[data-vendor-grid]')!;
    const error = list.querySelector<HTMLElement>('[data-vendor-error]')!;
    if (!button) continue;
    button.addEventListener('click', async (event) => {
      // Without this script the button submits its form and opens the next page instead.
      event.preventDefault();
      const next = Number(list.dataset.page) + 1;
      button.disabled = true;
      error.hidden = true;
      try {
        const params = new URLSearchParams({ category: list.dataset.category!, city: list.dataset.city!, page: String(next) });
        const response = await fetch(`/api/vendors?${params}`);
        if (!response.ok) throw new Error(`HTTP ${response.status}`);
        const data = (await response.json()) as VendorPage;
        const template = grid.querySelector<HTMLElement>('[data-vendor-id]')!;
        for (const vendor of data.vendors) grid.append(fill(template, vendor));
        list.dataset.page = String(next);
        if (!data.hasMore) button.closest('form')?.remove();
        grid.querySelector<HTMLAnchorElement>(`[data-vendor-id="${data.vendors[0]?.id}"] h3 a`)?.focus();
      } catch {
        error.hidden = false;
      } finally {
        button.disabled = false;
      }
    });
  }
}
