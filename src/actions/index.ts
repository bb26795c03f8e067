// Every action of the site, grouped by area; each area's actions live in its feature folder.
import { auth } from '../features/accounts/auth/actions.ts';
import { guests } from '../features/planning/guests/actions.ts';
import { settings } from '../features/accounts/settings/actions.ts';
import { vendorAccount } from '../features/accounts/business/actions.ts';
import { checklist } from '../features/planning/checklist/actions.ts';
import { ideas } from '../features/content/ideas/actions.ts';
import { reviews } from '../features/catalogue/reviews/actions.ts';
import { shortlists } from '../features/catalogue/shortlists/actions.ts';
import { contact } from '../features/content/contact/actions.ts';
import { wedding } from '../features/planning/wedding/actions.ts';
import { functions } from '../features/planning/functions/actions.ts';
import { households } from '../features/planning/households/actions.ts';
import { enquiries } from '../features/marketplace/enquiries/actions.ts';
import { photos } from '../features/catalogue/photos/actions.ts';
import { prices } from '../features/catalogue/prices/actions.ts';
import { budget } from '../features/money/tracker/actions.ts';

export const server = {
  auth,
  guests,
  settings,
  vendorAccount,
  checklist,
  ideas,
  reviews,
  shortlists,
  contact,
  wedding,
  functions,
  households,
  enquiries,
  photos,
  prices,
  budget,
};
