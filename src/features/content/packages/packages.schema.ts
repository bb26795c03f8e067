// The shape of a package file under content/packages/, checked when the site is built.
import { z } from 'astro/zod';

export const FEATURE_CATEGORIES = ['Venue & Planning', 'Catering & Entertainment', 'Photography & Video', 'Decor & Styling'] as const;

export const packageSchema = z.object({
  id: z.enum(['luxury', 'classic', 'intimate']),
  order: z.number().int(),
  title: z.string().min(1),
  description: z.string().min(1),
  pricePerPerson: z.number().int().positive(),
  popular: z.boolean(),
  overview: z.object({
    duration: z.string().min(1),
    capacity: z.number().int().positive(),
    venueKind: z.string().min(1),
  }),
  highlights: z.array(z.string().min(1)).min(1),
  features: z.array(z.object({ title: z.enum(FEATURE_CATEGORIES), items: z.array(z.string().min(1)).min(1) })).length(FEATURE_CATEGORIES.length),
});

export type WeddingPackage = z.infer<typeof packageSchema>;
