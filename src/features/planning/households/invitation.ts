// The invitation each household is sent: its WhatsApp message and link, built the same way
// for the Households panel, the bulk view of links and their CSV.
import type { WeddingFunction } from '../wedding/functions.ts';
import { whatsappHref, whatsappMessage, type Household } from './households.ts';

export type HouseholdInvitation = {
  id: string;
  name: string;
  phone: string | null;
  allowance: number;
  link: string;
  message: string;
  whatsapp: string;
  functions: string[];
};

export function invitationFor(household: Household, functions: readonly WeddingFunction[], couple: string): HouseholdInvitation {
  const invited = functions.filter((f) => household.invitedFunctionIds.includes(f.id));
  const message = whatsappMessage({ household: household.name, couple, functions: invited, link: household.link, locale: household.locale });
  return {
    id: household.id,
    name: household.name,
    phone: household.phone,
    allowance: household.allowance,
    link: household.link,
    message,
    whatsapp: whatsappHref(household.phone, message),
    functions: invited.map((f) => f.name),
  };
}

export function invitationMessages(data: { households: readonly Household[]; functions: readonly WeddingFunction[]; couple: string }): HouseholdInvitation[] {
  return data.households.map((h) => invitationFor(h, data.functions, data.couple));
}
