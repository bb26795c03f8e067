// Everything the dashboard island shows: the dashboard's own parts (messages.ts) and the tabs
// drawn by other modules, whose catalogues come through those modules' server entries. Kept
// apart from messages.ts so that tests can import the dashboard's catalogues without loading
// the modules' actions.
import type { Locale } from '../../i18n/locales.ts';
import { dashboardIslandMessages as dashboardOwnMessages } from './messages.ts';
import {
  functionsTabMessages,
  guestImportMessages,
  guestsPanelMessages,
  householdsMessages,
  planningTaskTexts,
  planningTasksMessages,
  weddingProfileMessages,
} from '../planning/index.server.ts';
import { budgetTabMessages, paymentsDueMessages } from '../money/index.server.ts';
import { enquiryIslandMessages } from '../marketplace/index.server.ts';

/** What the page passes the island, in one language, under the names its parts ask for. */
export function dashboardIslandMessages(locale: Locale) {
  return {
    ...dashboardOwnMessages(locale),
    // The Wedding Profile, Checklist, Functions and Budget tabs, and Payments due.
    weddingProfile: weddingProfileMessages.data(locale),
    planningTasks: planningTasksMessages.data(locale),
    taskTexts: planningTaskTexts(locale),
    functionsTab: functionsTabMessages.data(locale),
    budgetTab: budgetTabMessages.data(locale),
    paymentsDue: paymentsDueMessages.data(locale),
    // The Guest List tab (and its import), and the households on the Functions tab.
    guests: guestsPanelMessages.data(locale),
    guestImport: guestImportMessages.data(locale),
    households: householdsMessages.data(locale),
    // The Enquiries tab: its list, threads and quotes.
    ...enquiryIslandMessages(locale),
  };
}
