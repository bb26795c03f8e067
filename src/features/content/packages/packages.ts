// The three wedding packages, written by editors as JSON under content/packages/.
import { packageSchema, type WeddingPackage } from './packages.schema.ts';

export type { WeddingPackage } from './packages.schema.ts';

const files = import.meta.glob<{ default: unknown }>('/content/packages/*.json', { eager: true });

/** Every package, in display order; a malformed file fails the build with its name. */
export function listPackages(): WeddingPackage[] {
  return Object.entries(files)
    .map(([path, file]) => {
      const parsed = packageSchema.safeParse(file.default);
      if (!parsed.success) throw new Error(`${path}: ${parsed.error.message}`);
      return parsed.data;
    })
    .sort((a, b) => a.order - b.order);
}
