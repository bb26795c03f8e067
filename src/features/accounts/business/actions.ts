// A vendor's own business profile, and service registrations.
import { defineAction } from 'astro:actions';
import { db } from '../../../server/db/index.ts';
import { requireVendor } from '../../../server/auth/guards.ts';
import { asAction } from '../../../server/action-errors.ts';
import { createServiceRegistration, updateBusinessProfile } from './vendor-account.server.ts';
import { businessProfileSchema, serviceRegistrationSchema } from './vendor-account.schema.ts';

export const vendorAccount = {
  updateProfile: defineAction({
    input: businessProfileSchema,
    handler: async (input, { locals }) => {
      const user = requireVendor(locals);
      await asAction(() => updateBusinessProfile(db, user.id, input));
      return { ok: true };
    },
  }),

  submitServiceRegistration: defineAction({
    input: serviceRegistrationSchema,
    handler: async (input, { locals }) => {
      const user = requireVendor(locals);
      const id = await createServiceRegistration(db, user.id, input);
      return { id };
    },
  }),
};
