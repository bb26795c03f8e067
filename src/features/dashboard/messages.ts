// The couple dashboard's texts, in the account's language: the page around the island, its
// tabs, the Overview tab and the recent ideas. The page hands the island
// `dashboardIslandMessages(locale)`; each part takes its own by name.
import { defineMessages } from '../../i18n/catalogue.ts';
import type { Locale } from '../../i18n/locales.ts';
import { uiMessages } from '../../components/ui/messages.ts';
import { shortlistMessages } from '../catalogue/index.ts';

export const dashboardPageMessages = defineMessages(
  {
    title: 'My Account',
    description: 'Plan your wedding: profile, shortlists, guest list and checklist.',
    eyebrow: 'My Account',
    welcome: 'Welcome',
    welcomeName: 'Welcome, {name}',
    loadFailed: 'Failed to load dashboard data',
    profileLoadFailed: 'Failed to load wedding profile',
  },
  {
    title: 'मेरा खाता',
    description: 'अपनी शादी की योजना बनाएँ: प्रोफ़ाइल, पसंदीदा सूची, मेहमानों की सूची और चेकलिस्ट।',
    eyebrow: 'मेरा खाता',
    welcome: 'स्वागत है',
    welcomeName: 'स्वागत है, {name}',
    loadFailed: 'डैशबोर्ड की जानकारी लोड नहीं हो सकी',
    profileLoadFailed: 'शादी की प्रोफ़ाइल लोड नहीं हो सकी',
  },
);

export const dashboardTabsMessages = defineMessages(
  {
    tabsLabel: 'Dashboard',
    overview: 'Overview',
    profile: 'Wedding Profile',
    shortlists: 'Shortlists',
    guests: 'Guest List',
    checklist: 'Checklist',
    functions: 'Functions',
    enquiries: 'Enquiries',
    budget: 'Budget',
    newReplies: '{count} new',
    loadFailed: 'Failed to load dashboard data',
    shortlistsLoadFailed: 'Failed to load shortlists',
    guestsLoadFailed: 'Failed to load guests: {reason}',
    loading: 'Loading…',
  },
  {
    tabsLabel: 'डैशबोर्ड',
    overview: 'सारांश',
    profile: 'शादी की प्रोफ़ाइल',
    shortlists: 'पसंदीदा',
    guests: 'मेहमानों की सूची',
    checklist: 'चेकलिस्ट',
    functions: 'समारोह',
    enquiries: 'पूछताछ',
    budget: 'बजट',
    newReplies: '{count} नए',
    loadFailed: 'डैशबोर्ड की जानकारी लोड नहीं हो सकी',
    shortlistsLoadFailed: 'पसंदीदा सूची लोड नहीं हो सकी',
    guestsLoadFailed: 'मेहमानों की सूची लोड नहीं हो सकी: {reason}',
    loading: 'लोड हो रहा है…',
  },
);

export const overviewMessages = defineMessages(
  {
    setDate: 'Set your wedding date to start the countdown',
    today: 'Today is the day!',
    passed: '{date} has passed',
    daysToGo: { one: '{count} day to go', other: '{count} days to go' },
    yourWedding: 'Your wedding',
    coupleNames: '{first} & {second}',
    eventWedding: 'Wedding',
    eventEngagement: 'Engagement',
    eventReception: 'Reception',
    eventOther: 'Other',
    editProfile: 'Edit Profile',
    budget: 'Budget',
    openBudget: 'Open budget',
    noBudget: 'No budget set yet.',
    committedOf: 'of {planned} committed',
    budgetCommitted: 'Budget committed',
    bookings: { one: '{count} booking', other: '{count} bookings' },
    overBudget: 'Over budget by {amount}',
    left: '{amount} left',
    checklist: 'Checklist',
    openChecklist: 'Open checklist',
    doneOf: '{done} of {total} done',
    checklistProgress: 'Checklist progress',
    overdueCount: '{count} overdue',
    nothingOverdue: 'Nothing overdue',
    rsvp: 'RSVP',
    openGuestList: 'Open guest list',
    confirmed: '{count} confirmed',
    ofGuests: 'of {total} guests',
    declinedAwaiting: '{declined} declined · {awaiting} awaiting',
    bySide: 'Replies by side',
    sideBride: "Bride's side",
    sideGroom: "Groom's side",
    sideBoth: 'Both sides',
    sideReplies: '{confirmed} confirmed · {awaiting} awaiting',
    nextTasks: 'Next tasks',
    allTasks: 'All tasks',
    allDone: 'Every task is done.',
    due: 'Due {date}',
    overdue: 'Overdue',
  },
  {
    setDate: 'उलटी गिनती शुरू करने के लिए शादी की तारीख़ डालिए',
    today: 'आज ही वह दिन है!',
    passed: '{date} बीत चुकी है',
    daysToGo: { one: '{count} दिन बाकी', other: '{count} दिन बाकी' },
    yourWedding: 'आपकी शादी',
    coupleNames: '{first} और {second}',
    eventWedding: 'शादी',
    eventEngagement: 'सगाई',
    eventReception: 'रिसेप्शन',
    eventOther: 'अन्य',
    editProfile: 'प्रोफ़ाइल बदलें',
    budget: 'बजट',
    openBudget: 'बजट देखें',
    noBudget: 'अभी कोई बजट तय नहीं किया है।',
    committedOf: 'तय, कुल {planned} में से',
    budgetCommitted: 'तय हुआ बजट',
    bookings: { one: '{count} बुकिंग', other: '{count} बुकिंग' },
    overBudget: 'बजट से {amount} ज़्यादा',
    left: '{amount} बाकी',
    checklist: 'चेकलिस्ट',
    openChecklist: 'चेकलिस्ट देखें',
    doneOf: '{total} में से {done} पूरे',
    checklistProgress: 'चेकलिस्ट में कितना काम हुआ',
    overdueCount: '{count} काम की तारीख़ निकल चुकी',
    nothingOverdue: 'कोई काम पीछे नहीं',
    rsvp: 'मेहमानों के जवाब',
    openGuestList: 'मेहमानों की सूची देखें',
    confirmed: '{count} आएँगे',
    ofGuests: 'कुल {total} मेहमानों में से',
    declinedAwaiting: '{declined} नहीं आएँगे · {awaiting} का जवाब बाकी',
    bySide: 'हर तरफ़ के जवाब',
    sideBride: 'दुल्हन की तरफ़',
    sideGroom: 'दूल्हे की तरफ़',
    sideBoth: 'दोनों तरफ़',
    sideReplies: '{confirmed} आएँगे · {awaiting} का जवाब बाकी',
    nextTasks: 'अगले काम',
    allTasks: 'सारे काम',
    allDone: 'सारे काम पूरे हो गए।',
    due: '{date} तक',
    overdue: 'तारीख़ निकल गई',
  },
);

export const recentIdeasMessages = defineMessages({ title: 'Recent ideas', allIdeas: 'All ideas' }, { title: 'नए आइडिया', allIdeas: 'सारे आइडिया' });

/** Everything the dashboard island shows, in one language, under the names its parts ask for. */
export function dashboardIslandMessages(locale: Locale) {
  return {
    dashboard: dashboardTabsMessages.data(locale),
    overview: overviewMessages.data(locale),
    ui: uiMessages.data(locale),
  };
}

/** The specification's load-failure texts the profile page and the shortlist tab show. */
export const dashboardMessages = {
  loadFailed: 'Failed to load dashboard data',
  profileLoadFailed: 'Failed to load profile',
  shortlistsLoadFailed: shortlistMessages.loadFailed,
  shortlistRemoved: shortlistMessages.removed,
} as const;
