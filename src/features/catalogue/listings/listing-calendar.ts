// Browser side of a listing's public calendar: the months the page sends as one letter a day
// (`data-days` on a hidden placeholder, calendar-days.ts) become the same tables the page
// renders for its first months, their texts from the page's data block. Without JavaScript
// the page shows its first months only.
import { readMessages } from '../../../i18n/dom.ts';
import type { Bound, CatalogueOf } from '../../../i18n/catalogue.ts';
import type { PublicDayStatus } from '../../marketplace/index.ts';
import type { calendarDayMessages } from './calendar-messages.ts';
import { CALENDAR_MESSAGES_ID } from '../listing-script-ids.ts';
import { CALENDAR_CLASS, DAY_MARK, dayClass, daysOfCode, monthWeeks } from './calendar-days.ts';
import { formatMonth } from '../../../lib/dates.ts';

type Texts = Bound<CatalogueOf<typeof calendarDayMessages>>;

function element<K extends keyof HTMLElementTagNameMap>(tag: K, className = '', text = ''): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag);
  if (className) node.className = className;
  if (text) node.textContent = text;
  return node;
}

/** One month's table, as ListingCalendar.astro renders it. */
function monthTable(month: string, code: string, t: Texts): HTMLTableElement {
  const word: Record<PublicDayStatus, string> = { free: t.free, partly: t.partly, booked: t.booked, past: t.past };
  const table = element('table', CALENDAR_CLASS.table);
  table.dataset.month = month;
  table.append(element('caption', CALENDAR_CLASS.caption, formatMonth(month, t.$locale)));
  const head = table.createTHead().insertRow();
  for (const name of t.weekdays.split(',')) {
    const th = element('th', CALENDAR_CLASS.weekday, name);
    th.scope = 'col';
    head.append(th);
  }
  const body = table.createTBody();
  for (const week of monthWeeks(month, daysOfCode(code))) {
    const row = body.insertRow();
    for (const cell of week) {
      const td = row.insertCell();
      if (!cell) continue;
      td.className = dayClass(cell.status);
      td.append(String(cell.day));
      if (DAY_MARK[cell.status]) {
        const mark = element('span', CALENDAR_CLASS.mark, DAY_MARK[cell.status]);
        mark.setAttribute('aria-hidden', 'true');
        td.append(mark);
      }
      td.append(element('span', 'sr-only', ` ${word[cell.status]}`));
    }
  }
  return table;
}

/** Draws every calendar month the page sent as data. */
export function drawListingCalendars(): void {
  const placeholders = document.querySelectorAll<HTMLElement>('[data-listing-calendar] [data-days]');
  if (placeholders.length === 0) return;
  const t = readMessages<CatalogueOf<typeof calendarDayMessages>>(CALENDAR_MESSAGES_ID);
  for (const placeholder of placeholders) placeholder.replaceWith(monthTable(placeholder.dataset.month!, placeholder.dataset.days!, t));
}
