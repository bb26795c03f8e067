// The Households section's texts in the account's language, as its components take them from
// the dashboard island (the page passes them under "households").
import type { Bound, CatalogueOf } from '../../../i18n/catalogue.ts';
import { useMessages } from '../../../i18n/react.tsx';
import type { householdsMessages } from './messages.ts';

export type HouseholdTexts = Bound<CatalogueOf<typeof householdsMessages>>;

export const useHouseholdTexts = (): HouseholdTexts => useMessages<CatalogueOf<typeof householdsMessages>>('households');
