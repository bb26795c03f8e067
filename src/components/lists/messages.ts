// The list controls' texts (active filter chips, the filter drawer). A page passes
// `listControlMessages.data(locale)` to the components, or to the island that draws them.
import { defineMessages } from '../../i18n/catalogue.ts';
import { LIST_CONTROLS_EN } from './list-texts.ts';

export const listControlMessages = defineMessages(LIST_CONTROLS_EN, {
  activeFilters: 'लागू फ़िल्टर',
  removeFilter: 'फ़िल्टर हटाएँ: ',
  filters: 'फ़िल्टर',
  close: 'बंद करें',
  filtersCount: 'फ़िल्टर ({count})',
});
