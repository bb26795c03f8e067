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

/**
 * A package's Hindi version, `content/packages/hi/{id}.json`: the texts a reader reads, list
 * for list in the English file's order. Price, capacity and popularity stay the English file's.
 */
export const packageTranslationSchema = z
  .object({
    id: packageSchema.shape.id,
    title: z.string().min(1),
    description: z.string().min(1),
    overview: z.object({ duration: z.string().min(1), venueKind: z.string().min(1) }).strict(),
    highlights: z.array(z.string().min(1)).min(1),
    features: z.array(z.object({ items: z.array(z.string().min(1)).min(1) }).strict()).length(FEATURE_CATEGORIES.length),
  })
  .strict();

export type PackageTranslation = z.infer<typeof packageTranslationSchema>;

/** The English package with its Hindi texts laid over it; lists of another length are a mistake. */
export function translatePackage(pkg: WeddingPackage, hindi: PackageTranslation): WeddingPackage {
  if (hindi.id !== pkg.id) throw new Error(`Hindi package ${hindi.id} laid over ${pkg.id}`);
  if (hindi.highlights.length !== pkg.highlights.length || hindi.features.some((group, i) => group.items.length !== pkg.features[i]!.items.length)) {
    throw new Error(`Hindi package ${pkg.id}: its lists must have as many lines as the English ones`);
  }
  return {
    ...pkg,
    title: hindi.title,
    description: hindi.description,
    overview: { ...pkg.overview, ...hindi.overview },
    highlights: hindi.highlights,
    features: pkg.features.map((group, i) => ({ title: group.title, items: hindi.features[i]!.items })),
  };
}
