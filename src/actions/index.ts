// Every action of the site, grouped by area; each area's actions live in its feature folder.
import { auth } from '../features/auth/actions.ts';
import { guests } from '../features/guests/actions.ts';
import { settings } from '../features/settings/actions.ts';
import { vendorAccount } from '../features/vendor-account/actions.ts';
import { checklist } from '../features/checklist/actions.ts';
import { ideas } from '../features/ideas/actions.ts';
import { reviews } from '../features/reviews/actions.ts';
import { shortlists } from '../features/shortlists/actions.ts';
import { contact } from '../features/contact/actions.ts';
import { wedding } from '../features/wedding/actions.ts';
import { functions } from '../features/functions/actions.ts';
import { households } from '../features/households/actions.ts';
import { enquiries } from '../features/enquiries/actions.ts';
import { photos } from '../features/listing-photos/actions.ts';
import { prices } from '../features/costs/actions.ts';
import { budget } from '../features/budget-tracker/actions.ts';

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
