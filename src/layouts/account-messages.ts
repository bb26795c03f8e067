// Texts of the signed-in pages' shared shell (VendorDashboardPage): in the account's language.
import { defineMessages } from '../i18n/catalogue.ts';

export const accountShellMessages = defineMessages({ backToDashboard: 'Back to dashboard' }, { backToDashboard: 'डैशबोर्ड पर वापस जाएँ' });
