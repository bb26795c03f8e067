// Every action of the site, grouped by area; each area's actions live in its feature folder.
import { auth } from '../features/accounts/index.server.ts';
import { guests } from '../features/planning/index.server.ts';
import { settings } from '../features/accounts/index.server.ts';
import { reviewQueue, vendorAccount } from '../features/accounts/index.server.ts';
import { checklist } from '../features/planning/index.server.ts';
import { ideas } from '../features/content/index.server.ts';
import { reviews } from '../features/catalogue/index.server.ts';
import { shortlists } from '../features/catalogue/index.server.ts';
import { contact } from '../features/content/index.server.ts';
import { wedding } from '../features/planning/index.server.ts';
import { functions } from '../features/planning/index.server.ts';
import { households } from '../features/planning/index.server.ts';
import { enquiries } from '../features/marketplace/index.server.ts';
import { photos } from '../features/catalogue/index.server.ts';
import { prices } from '../features/catalogue/index.server.ts';
import { budget } from '../features/money/index.server.ts';

export const server = {
  auth,
  guests,
  settings,
  vendorAccount,
  reviewQueue,
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
