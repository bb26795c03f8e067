// The reading-text layout's own words (ContentPage.astro).
import { defineMessages } from '../i18n/catalogue.ts';

export const contentPageMessages = defineMessages({ lastUpdated: 'Last updated:' }, { lastUpdated: 'पिछला बदलाव:' });
