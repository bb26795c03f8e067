// The owner's price actions: confirm as they are, or change them. Only the listing's owner
// (checked in prices.server.ts against the session's user) may do either.
import { defineAction } from 'astro:actions';
import { db } from '../../../server/db/index.ts';
import { requireVendor } from '../../../server/auth/guards.ts';
import { asAction } from '../../../server/action-errors.ts';
import { confirmPrices, updateVendorPrices, updateVenuePrices } from './prices.server.ts';
import { confirmPricesSchema, vendorPricesSchema, venuePricesSchema } from './prices.schema.ts';

export const prices = {
  confirm: defineAction({
    input: confirmPricesSchema,
    handler: async (input, { locals }) => {
      const user = requireVendor(locals);
      return asAction(() => confirmPrices(db, user.id, input));
    },
  }),

  updateVenue: defineAction({
    input: venuePricesSchema,
    handler: async (input, { locals }) => {
      const user = requireVendor(locals);
      return asAction(() => updateVenuePrices(db, user.id, input));
    },
  }),

  updateVendor: defineAction({
    input: vendorPricesSchema,
    handler: async (input, { locals }) => {
      const user = requireVendor(locals);
      return asAction(() => updateVendorPrices(db, user.id, input));
    },
  }),
};
