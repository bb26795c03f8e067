// Every action of the site, grouped by area; each area's actions live in its feature folder.
import { contact } from '../features/contact/actions.ts';

export const server = {
  contact,
};
