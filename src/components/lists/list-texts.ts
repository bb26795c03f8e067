// The list controls' English texts: what FilterChips and FilterDrawer show when their page
// passes no messages, and the English side of their catalogue (messages.ts), written once.
import type { MessagesData } from '../../i18n/catalogue.ts';

export const LIST_CONTROLS_EN = {
  activeFilters: 'Active filters',
  removeFilter: 'Remove filter: ',
  filters: 'Filters',
  close: 'Close',
  filtersCount: 'Filters ({count})',
} as const;

/** The list controls' texts in one language, as a page hands them over. */
export type ListTexts = MessagesData<typeof LIST_CONTROLS_EN>;

export const ENGLISH_LIST_TEXTS: ListTexts = { locale: 'en', messages: LIST_CONTROLS_EN };
