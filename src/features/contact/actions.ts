import { ActionError, defineAction } from 'astro:actions';
import { db } from '../../server/db/index.ts';
import { contactSchema, RATE_LIMITED_MESSAGE } from './contact.ts';
import { RateLimitedError, sendContactMessage } from './contact.server.ts';

export const contact = {
  send: defineAction({
    accept: 'form',
    input: contactSchema,
    handler: async (input, context) => {
      let ip = 'unknown';
      try {
        ip = context.clientAddress;
      } catch {
        // Some hosts cannot tell the client's address; they share one counter.
      }
      try {
        await sendContactMessage(db, input, ip);
      } catch (error) {
        if (error instanceof RateLimitedError) {
          throw new ActionError({ code: 'TOO_MANY_REQUESTS', message: RATE_LIMITED_MESSAGE });
        }
        throw error;
      }
      return { ok: true };
    },
  }),
};
