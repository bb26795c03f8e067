// The contact form's limits and texts, zod-free; the schema is in contact.schema.ts.

export const CONTACT_LIMIT = { perWindow: 5, windowMs: 60 * 60 * 1000 } as const;

export const RATE_LIMITED_MESSAGE = 'You have sent several messages in the last hour. Please try again later, or call us.';

// Types only: erased at build, so importing them brings no zod along.
export type { ContactInput } from './contact.schema.ts';
