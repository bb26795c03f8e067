// The shared form and panel parts' English texts: what FormActions and LoadFailed show when
// their island passes no messages, and the English side of their catalogue (messages.ts).
import type { MessagesData } from '../../i18n/catalogue.ts';

export const UI_TEXTS_EN = {
  saving: 'Saving...',
  cancel: 'Cancel',
  tryAgain: 'Try again',
} as const;

/** These texts in one language, as a page hands them to an island. */
export type UiTexts = MessagesData<typeof UI_TEXTS_EN>;

export const ENGLISH_UI_TEXTS: UiTexts = { locale: 'en', messages: UI_TEXTS_EN };
