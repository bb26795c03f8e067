// Every action of the site, grouped by area; each area's actions live in its feature folder.
import { guests } from '../features/guests/actions.ts';
import { reviews } from '../features/reviews/actions.ts';
import { shortlists } from '../features/shortlists/actions.ts';
import { wedding } from '../features/wedding/actions.ts';

export const server = {
  guests,
  reviews,
  shortlists,
  wedding,
};
