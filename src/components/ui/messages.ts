// The shared form and panel parts' texts (FormActions, LoadFailed). An island that draws them
// takes `uiMessages.data(locale)` from its page and passes it on.
import { defineMessages } from '../../i18n/catalogue.ts';
import { UI_TEXTS_EN } from './ui-texts.ts';

export const uiMessages = defineMessages(UI_TEXTS_EN, {
  saving: 'सहेजा जा रहा है...',
  cancel: 'रद्द करें',
  tryAgain: 'फिर से कोशिश करें',
});
