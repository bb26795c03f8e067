// The site search's texts (the header's field and the search page).
import { defineMessages } from '../../../i18n/catalogue.ts';

export const siteSearchMessages = defineMessages(
  {
    siteSearch: 'Site search',
    searchMandap: 'Search Mandap',
    searchPlaceholder: 'Search venues, vendors, ideas',
    suggestions: 'Suggestions',
  },
  {
    siteSearch: 'साइट खोज',
    searchMandap: 'Mandap पर खोजें',
    searchPlaceholder: 'वेन्यू, वेंडर, आइडिया खोजें',
    suggestions: 'सुझाव',
  },
);
