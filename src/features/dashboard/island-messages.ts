// Everything the dashboard island shows, in two parts: what the page carries (the tab bar, the
// Overview, shared texts and Payments due, which the Overview shows) and the other tabs' texts,
// which the island fetches once as it starts (/messages/{lang}/dashboard-tabs.json, pre-rendered)
// so the page does not carry every tab's catalogue. The tabs drawn by other modules take their
// catalogues through those modules' server entries. Kept apart from messages.ts so that tests
// can import the dashboard's catalogues without loading the modules' actions.
import type { Locale } from '../../i18n/locales.ts';
import { dashboardIslandMessages as dashboardOwnMessages } from './messages.ts';
import {
  activityMessages,
  functionsTabMessages,
  guestImportMessages,
  guestsPanelMessages,
  householdsMessages,
  muhuratPickerMessages,
  planningTaskTexts,
  planningTasksMessages,
  weddingProfileMessages,
} from '../planning/index.server.ts';
import { budgetTabMessages, paymentsDueMessages } from '../money/index.server.ts';
import { enquiryIslandMessages } from '../marketplace/index.server.ts';

/**
 * The parts the page passes the island, in one language, under the names its parts ask for.
 * A page that opens on the profile form (a couple without a profile) carries the form's texts
 * too, so the form replaces its placeholder as soon as React has the page, not after a fetch.
 */
export function dashboardIslandMessages(locale: Locale, { profileForm = false } = {}) {
  // The Overview's recent changes are on the first screen, so the page carries their texts.
  const first = { ...dashboardOwnMessages(locale), paymentsDue: paymentsDueMessages.data(locale), recentChanges: activityMessages.data(locale) };
  return profileForm ? { ...first, weddingProfile: weddingProfileMessages.data(locale), muhuratPicker: muhuratPickerMessages.data(locale) } : first;
}

/** Where the island fetches the other tabs' texts in `locale` (dashboardTabMessages). */
export const dashboardTabMessagesUrl = (locale: Locale) => `/messages/${locale}/dashboard-tabs.json`;

/** The other tabs' texts: what the page leaves out and the island fetches as it starts. */
export function dashboardTabMessages(locale: Locale) {
  return {
    // The Wedding Profile (and its auspicious dates), Checklist, Functions and Budget tabs.
    weddingProfile: weddingProfileMessages.data(locale),
    muhuratPicker: muhuratPickerMessages.data(locale),
    planningTasks: planningTasksMessages.data(locale),
    taskTexts: planningTaskTexts(locale),
    functionsTab: functionsTabMessages.data(locale),
    budgetTab: budgetTabMessages.data(locale),
    // The Guest List tab (and its import), and the households on the Functions tab.
    guests: guestsPanelMessages.data(locale),
    guestImport: guestImportMessages.data(locale),
    households: householdsMessages.data(locale),
    // The Enquiries tab: its list, threads and quotes.
    ...enquiryIslandMessages(locale),
  };
}
