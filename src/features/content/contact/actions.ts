import { defineAction } from 'astro:actions';
import { db } from '../../../server/db/index.ts';
import { asAction } from '../../../server/action-errors.ts';
import { clientIp } from '../../../server/http.ts';
import { contactSchema } from './contact.schema.ts';
import { sendContactMessage } from './contact.server.ts';
import { requestLocale } from '../../../i18n/request.ts';
import { contactPageMessages } from './messages.ts';

export const contact = {
  send: defineAction({
    accept: 'form',
    input: contactSchema,
    handler: async (input, context) => {
      // Hosts that cannot tell the client's address give `unknown`: those share one counter.
      // The refusal is in the language of the page the form was sent from; the rule messages
      // of the schema are translated by the form itself (contact-form.ts).
      const t = contactPageMessages.for(requestLocale(context));
      await asAction(() => sendContactMessage(db, input, clientIp(context), Date.now(), t.rateLimited));
      return { ok: true };
    },
  }),
};
