// The Wedding Profile tab and the dashboard's Checklist tab, in the account's language. The
// dashboard page hands the island these as data (src/features/dashboard/messages.ts).
import { defineMessages, type MessagesData } from '../../../i18n/catalogue.ts';
import type { Locale } from '../../../i18n/locales.ts';
import { HINDI_CHECKLIST, HINDI_RSVP_TASKS } from '../checklist/phases-hi.ts';
import { checklistPhases } from './phases.ts';
import { RSVP_TASKS, weddingMessages } from './wedding.ts';
import { rsvpTaskKey, type TaskTexts } from './task-texts.ts';

export const weddingProfileMessages = defineMessages(
  {
    yourWedding: 'Your wedding',
    editProfile: 'Edit Profile',
    yourNameTerm: 'Your name',
    partnerNameTerm: 'Partner name',
    weddingCityTerm: 'Wedding city',
    weddingDateTerm: 'Wedding date',
    eventTypeTerm: 'Event type',
    budgetTerm: 'Budget',
    rsvpDeadlineTerm: 'RSVP deadline',
    notSet: 'Not set',
    createTitle: 'Create your wedding profile',
    editTitle: 'Edit wedding profile',
    createIntro: 'Tell us about your big day to unlock the guest list and planning checklist.',
    yourName: 'Your Name',
    partnerName: "Partner's Name",
    weddingCity: 'Wedding City',
    weddingDate: 'Wedding Date',
    eventType: 'Event Type',
    budget: 'Budget (₹)',
    budgetHint: 'For example 1500000 or 1500000.50',
    rsvpDeadline: 'RSVP deadline',
    rsvpDeadlineHint: 'Guests can change their replies until this day.',
    createProfile: 'Create Profile',
    saveChanges: 'Save Changes',
    creating: 'Creating...',
    saving: 'Saving...',
    cancel: 'Cancel',
    eventWedding: 'Wedding',
    eventEngagement: 'Engagement',
    eventReception: 'Reception',
    eventOther: 'Other',
    functionsToPlan: 'Functions to plan',
    functionsToPlanHint: 'Keep the ones you will hold; you can add, rename or remove functions later.',
    fnHaldi: 'Haldi',
    fnMehendi: 'Mehendi',
    fnSangeet: 'Sangeet',
    fnWedding: 'Wedding',
    fnReception: 'Reception',
    created: weddingMessages.created,
    loaded: weddingMessages.loaded,
    createFailed: weddingMessages.createFailed,
    updated: weddingMessages.updated,
    updateFailed: weddingMessages.updateFailed,
    signInToCreate: weddingMessages.signInToCreate,
    nameRequired: weddingMessages.nameRequired,
    dateInPast: weddingMessages.dateInPast,
    budgetNotNumber: weddingMessages.budgetNotNumber,
    budgetTooLarge: weddingMessages.budgetTooLarge,
  },
  {
    yourWedding: 'आपकी शादी',
    editProfile: 'प्रोफ़ाइल बदलें',
    yourNameTerm: 'आपका नाम',
    partnerNameTerm: 'जीवनसाथी का नाम',
    weddingCityTerm: 'शादी का शहर',
    weddingDateTerm: 'शादी की तारीख़',
    eventTypeTerm: 'मौक़ा',
    budgetTerm: 'बजट',
    rsvpDeadlineTerm: 'जवाब देने की आख़िरी तारीख़',
    notSet: 'तय नहीं',
    createTitle: 'अपनी शादी की प्रोफ़ाइल बनाइए',
    editTitle: 'शादी की प्रोफ़ाइल बदलें',
    createIntro: 'अपने बड़े दिन के बारे में बताइए, फिर मेहमानों की सूची और तैयारी की चेकलिस्ट खुल जाएगी।',
    yourName: 'आपका नाम',
    partnerName: 'जीवनसाथी का नाम',
    weddingCity: 'शादी का शहर',
    weddingDate: 'शादी की तारीख़',
    eventType: 'मौक़ा',
    budget: 'बजट (₹)',
    budgetHint: 'जैसे 1500000 या 1500000.50',
    rsvpDeadline: 'जवाब देने की आख़िरी तारीख़',
    rsvpDeadlineHint: 'मेहमान इस दिन तक अपना जवाब बदल सकते हैं।',
    createProfile: 'प्रोफ़ाइल बनाएँ',
    saveChanges: 'बदलाव सहेजें',
    creating: 'बना रहे हैं...',
    saving: 'सहेज रहे हैं...',
    cancel: 'रद्द करें',
    eventWedding: 'शादी',
    eventEngagement: 'सगाई',
    eventReception: 'रिसेप्शन',
    eventOther: 'अन्य',
    functionsToPlan: 'कौन-कौन से समारोह होंगे',
    functionsToPlanHint: 'जो समारोह आप करेंगे, उन्हें चुना रहने दें; बाद में आप समारोह जोड़, बदल या हटा सकते हैं।',
    fnHaldi: 'हल्दी',
    fnMehendi: 'मेहंदी',
    fnSangeet: 'संगीत',
    fnWedding: 'शादी',
    fnReception: 'रिसेप्शन',
    created: 'शादी की प्रोफ़ाइल बन गई',
    loaded: 'शादी की प्रोफ़ाइल खुल गई',
    createFailed: 'शादी की प्रोफ़ाइल नहीं बन सकी। कृपया फिर से कोशिश करें।',
    updated: 'शादी की प्रोफ़ाइल बदल दी गई',
    updateFailed: 'शादी की प्रोफ़ाइल नहीं बदली जा सकी',
    signInToCreate: 'शादी की प्रोफ़ाइल बनाने के लिए लॉग इन करें',
    nameRequired: 'अपना नाम लिखना ज़रूरी है',
    dateInPast: 'शादी की तारीख़ बीते हुए दिन की नहीं हो सकती',
    budgetNotNumber: 'बजट अंकों में लिखें',
    budgetTooLarge: 'बजट बहुत बड़ा है',
  },
);

export const planningTasksMessages = defineMessages(
  {
    profileFirst: 'Create your wedding profile to get a planning checklist dated from your wedding day.',
    createProfile: 'Create Wedding Profile',
    title: 'Planning checklist',
    doneOf: '{done} of {total} done',
    overdueCount: ', {count} overdue',
    addTask: 'Add Task',
    progress: 'Checklist progress',
    empty: 'No planning tasks yet.',
    markDone: 'Mark "{name}" as done',
    markNotDone: 'Mark "{name}" as not done',
    due: 'Due {date}',
    overdue: 'Overdue',
    noDueDate: 'No due date',
    edit: 'Edit',
    editTask: 'Edit task "{name}"',
    delete: 'Delete',
    deleteTask: 'Delete task "{name}"',
    addTaskTitle: 'Add task',
    editTaskTitle: 'Edit task',
    taskName: 'Task name',
    description: 'Description',
    phase: 'Phase',
    dueDate: 'Due date',
    dueDateHint: 'Leave empty to date it with its phase.',
    saveChanges: 'Save Changes',
    saving: 'Saving...',
    adding: 'Adding...',
    cancel: 'Cancel',
    taskUpdated: weddingMessages.taskUpdated,
    taskAdded: weddingMessages.taskAdded,
    taskDeleted: weddingMessages.taskDeleted,
    taskUpdateFailed: weddingMessages.taskUpdateFailed,
    saveFailed: weddingMessages.saveFailed,
    taskNameRequired: weddingMessages.taskNameRequired,
  },
  {
    profileFirst: 'अपनी शादी की प्रोफ़ाइल बनाइए, फिर शादी के दिन के हिसाब से तारीख़ों वाली तैयारी की चेकलिस्ट मिलेगी।',
    createProfile: 'शादी की प्रोफ़ाइल बनाएँ',
    title: 'तैयारी की चेकलिस्ट',
    doneOf: '{total} में से {done} पूरे',
    overdueCount: ', {count} की तारीख़ निकल चुकी',
    addTask: 'काम जोड़ें',
    progress: 'चेकलिस्ट में कितना काम हुआ',
    empty: 'अभी तैयारी का कोई काम नहीं है।',
    markDone: '"{name}" को पूरा हुआ बताएँ',
    markNotDone: '"{name}" को अधूरा बताएँ',
    due: '{date} तक',
    overdue: 'तारीख़ निकल गई',
    noDueDate: 'कोई तारीख़ तय नहीं',
    edit: 'बदलें',
    editTask: '"{name}" काम बदलें',
    delete: 'हटाएँ',
    deleteTask: '"{name}" काम हटाएँ',
    addTaskTitle: 'काम जोड़ें',
    editTaskTitle: 'काम बदलें',
    taskName: 'काम',
    description: 'ब्योरा',
    phase: 'चरण',
    dueDate: 'आख़िरी तारीख़',
    dueDateHint: 'ख़ाली छोड़ें तो इसके चरण की तारीख़ लग जाएगी।',
    saveChanges: 'बदलाव सहेजें',
    saving: 'सहेज रहे हैं...',
    adding: 'जोड़ रहे हैं...',
    cancel: 'रद्द करें',
    taskUpdated: 'काम बदल दिया गया',
    taskAdded: 'काम जोड़ दिया गया',
    taskDeleted: 'काम हटा दिया गया',
    taskUpdateFailed: 'काम नहीं बदला जा सका',
    saveFailed: 'बदलाव सहेजे नहीं जा सके',
    taskNameRequired: 'काम का नाम लिखना ज़रूरी है',
  },
);

/**
 * The planned tasks' own words in a language, by checklist item (or phase) id and RSVP task
 * key: what the dashboard shows for a task the couple has not renamed. English sends none, the
 * tasks are stored in English.
 */
export function planningTaskTexts(locale: Locale): MessagesData<TaskTexts> {
  if (locale === 'en') return { locale, messages: {} };
  const messages: TaskTexts = {};
  for (const phase of checklistPhases) {
    for (const id of [phase.id, ...phase.items.map((item) => item.id)]) {
      const text = HINDI_CHECKLIST[id];
      if (!text) continue;
      messages[id] = text.title;
      messages[`${id}:description`] = text.description;
    }
  }
  RSVP_TASKS.forEach((_, i) => {
    messages[rsvpTaskKey(i)] = HINDI_RSVP_TASKS[i]!.title;
    messages[`${rsvpTaskKey(i)}:description`] = HINDI_RSVP_TASKS[i]!.description;
  });
  return { locale, messages };
}
