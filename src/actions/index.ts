// Every action of the site, grouped by area; each area's actions live in its feature folder.
import { checklist } from '../features/checklist/actions.ts';
import { ideas } from '../features/ideas/actions.ts';
import { reviews } from '../features/reviews/actions.ts';
import { shortlists } from '../features/shortlists/actions.ts';

export const server = {
  checklist,
  ideas,
  reviews,
  shortlists,
};
