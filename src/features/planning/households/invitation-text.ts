// The invitation message a household is sent, in its language. Not interface text: the couple's
// page may be in one language and a household's message in the other, so both languages are
// here, for the dashboard island and the server alike. Browser-safe.
import type { Locale } from '../../../i18n/locales.ts';

type InvitationText = {
  greeting: (household: string) => string;
  invite: (couple: string) => string;
  reply: (link: string) => string;
  /** The usual functions' names (a function the couple named itself stays as written). */
  functions: { fnHaldi: string; fnMehendi: string; fnSangeet: string; fnWedding: string; fnReception: string };
};

export const INVITATION_TEXT: Record<Locale, InvitationText> = {
  en: {
    greeting: (household) => `Namaste ${household}!`,
    invite: (couple) => `${couple} would love to have you at their wedding:`,
    reply: (link) => `Please tell us who is coming: ${link}`,
    functions: { fnHaldi: 'Haldi', fnMehendi: 'Mehendi', fnSangeet: 'Sangeet', fnWedding: 'Wedding', fnReception: 'Reception' },
  },
  hi: {
    greeting: (household) => `नमस्ते ${household}!`,
    invite: (couple) => `${couple} की शादी में आपका आना हमें बहुत अच्छा लगेगा:`,
    reply: (link) => `कृपया बताएँ कि कौन-कौन आ रहा है: ${link}`,
    functions: { fnHaldi: 'हल्दी', fnMehendi: 'मेहंदी', fnSangeet: 'संगीत', fnWedding: 'शादी', fnReception: 'रिसेप्शन' },
  },
};
