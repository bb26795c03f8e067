// The estimate forms' redraw in the browser, loaded by their scripts only when a field changes
// or the couple's guest count arrives, so the listing pages ship almost no JavaScript up front.
import { readMessages } from '../../../i18n/dom.ts';
import { ESTIMATE_MESSAGES_ID } from '../listing-script-ids.ts';
import type { CatalogueOf } from '../../../i18n/catalogue.ts';
import type { estimateMessages } from './messages.ts';
import {
  DEFAULT_GUESTS,
  estimateError,
  estimatePerPerson,
  estimateVenue,
  estimateView,
  overCapacityNotice,
  parseEstimateQuery,
  rupeesAndLakh,
  type EstimateQuery,
  type EstimateTexts,
  type VenuePrices,
} from './estimate.ts';
import { formatIndian } from '../../../i18n/indian-number.ts';

let texts: EstimateTexts | undefined;
const messages = () => (texts ??= readMessages<CatalogueOf<typeof estimateMessages>>(ESTIMATE_MESSAGES_ID));

function showErrors(root: HTMLElement, errors: EstimateQuery['errors']): void {
  for (const error of root.querySelectorAll<HTMLElement>('[data-error-for]')) {
    const field = error.dataset.errorFor as keyof EstimateQuery['errors'];
    const message = errors[field] ? estimateError(field, messages()) : '';
    error.textContent = message;
    const input = root.querySelector<HTMLInputElement>(`[aria-describedby="${error.id}"]`);
    if (message) input?.setAttribute('aria-invalid', 'true');
    else input?.removeAttribute('aria-invalid');
  }
}

function readForm(form: HTMLFormElement) {
  const data = new FormData(form);
  return parseEstimateQuery({ get: (name) => (data.get(name) as string | null) ?? null }, DEFAULT_GUESTS);
}

/** Redraws the venue estimate (`VenueEstimate.astro`) from its fields. */
export function renderVenueEstimate(root: HTMLElement, form: HTMLFormElement): void {
  const parsed = readForm(form);
  showErrors(root, parsed.errors);
  const prices = JSON.parse(root.dataset.prices ?? '{}') as VenuePrices;
  const t = messages();
  const view = estimateView(estimateVenue(prices, parsed.input), t);
  const $ = (selector: string) => root.querySelector<HTMLElement>(selector)!;
  $('[data-estimate-total]').hidden = view.total === null;
  $('[data-total]').textContent = view.total;
  $('[data-lakh]').textContent = `(${view.lakh})`;
  $('[data-estimate-lines]').replaceChildren(
    ...view.lines.flatMap(([label, value]) => {
      const dt = document.createElement('dt');
      dt.className = 'text-stone-600';
      dt.textContent = label;
      const dd = document.createElement('dd');
      dd.className = 'font-semibold sm:text-right';
      dd.textContent = value;
      return [dt, dd];
    }),
  );
  const notice = overCapacityNotice(parsed.input.guests, root.dataset.capacityMax ? Number(root.dataset.capacityMax) : null, t);
  $('[data-capacity-notice]').hidden = notice === null;
  $('[data-capacity-notice]').textContent = notice;
  const message = $('[data-estimate-message]');
  message.hidden = view.message === null;
  message.textContent = view.message;
}

/** Redraws a per-person vendor's estimate (`VendorEstimate.astro`) from its guest field. */
export function renderVendorEstimate(root: HTMLElement, form: HTMLFormElement): void {
  const parsed = readForm(form);
  showErrors(root, parsed.errors);
  const unit = root.dataset.unitPrice ? Number(root.dataset.unitPrice) : null;
  const estimate = estimatePerPerson(root.dataset.category ?? '', unit, parsed.input.guests);
  if (!estimate) return;
  root.querySelector('[data-guests]')!.textContent = formatIndian(estimate.guests);
  root.querySelector('[data-total]')!.textContent = rupeesAndLakh(estimate.total, messages());
}
