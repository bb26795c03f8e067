import { defineAction } from 'astro:actions';
import { db } from '../../../server/db/index.ts';
import { asAction } from '../../../server/action-errors.ts';
import { clientIp } from '../../../server/http.ts';
import { contactSchema } from './contact.schema.ts';
import { sendContactMessage } from './contact.server.ts';

export const contact = {
  send: defineAction({
    accept: 'form',
    input: contactSchema,
    handler: async (input, context) => {
      // Hosts that cannot tell the client's address give `unknown`: those share one counter.
      await asAction(() => sendContactMessage(db, input, clientIp(context)));
      return { ok: true };
    },
  }),
};
