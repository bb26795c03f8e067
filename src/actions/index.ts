// Every action of the site, grouped by area; each area's actions live in its feature folder.
import { reviews } from '../features/reviews/actions.ts';
import { shortlists } from '../features/shortlists/actions.ts';

export const server = {
  reviews,
  shortlists,
};
