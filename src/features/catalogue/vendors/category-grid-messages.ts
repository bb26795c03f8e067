// The texts of the vendor categories' cards (CategoryGrid.astro); the names and descriptions
// come from the categories' rows, in the page's language (categoryName, categoryDescription).
import { defineMessages } from '../../../i18n/catalogue.ts';

export const categoryGridMessages = defineMessages(
  {
    categoriesError: 'Error Loading Categories',
    noCategories: 'No categories found',
  },
  {
    categoriesError: 'कैटेगरी लोड नहीं हो सकीं',
    noCategories: 'कोई कैटेगरी नहीं मिली',
  },
);
