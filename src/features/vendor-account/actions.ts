// A vendor's own business profile, and service registrations.
import { ActionError, defineAction } from 'astro:actions';
import { db } from '../../server/db/index.ts';
import { requireUser, requireVendor } from '../../server/auth/guards.ts';
import {
  InvalidReferenceError,
  VendorNotFoundError,
  createServiceRegistration,
  updateBusinessProfile,
} from './vendor-account.server.ts';
import { businessProfileSchema, serviceRegistrationSchema } from './vendor-account.ts';

export const vendorAccount = {
  updateProfile: defineAction({
    input: businessProfileSchema,
    handler: async (input, { locals }) => {
      const user = requireVendor(locals);
      try {
        await updateBusinessProfile(db, user.id, input);
      } catch (error) {
        if (error instanceof VendorNotFoundError) throw new ActionError({ code: 'NOT_FOUND', message: error.message });
        if (error instanceof InvalidReferenceError) {
          const what = error.field === 'cityId' ? 'city' : 'sub-category';
          throw new ActionError({ code: 'BAD_REQUEST', message: `Please choose a ${what} from the list.` });
        }
        throw error;
      }
      return { ok: true };
    },
  }),

  submitServiceRegistration: defineAction({
    input: serviceRegistrationSchema,
    handler: async (input, { locals }) => {
      const user = requireUser(locals);
      const id = await createServiceRegistration(db, user.id, input);
      return { id };
    },
  }),
};
