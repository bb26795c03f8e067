// The three wedding packages, written by editors as JSON under content/packages/, with their
// Hindi versions under content/packages/hi/.
import type { Locale } from '../../../i18n/locales.ts';
import { packageSchema, packageTranslationSchema, translatePackage, type WeddingPackage } from './packages.schema.ts';

export type { WeddingPackage } from './packages.schema.ts';

const files = import.meta.glob<{ default: unknown }>('/content/packages/*.json', { eager: true });
const hindiFiles = import.meta.glob<{ default: unknown }>('/content/packages/hi/*.json', { eager: true });

/** Every package, in display order, in a language; a malformed file fails the build with its name. */
export function listPackages(locale: Locale = 'en'): WeddingPackage[] {
  const packages = Object.entries(files)
    .map(([path, file]) => {
      const parsed = packageSchema.safeParse(file.default);
      if (!parsed.success) throw new Error(`${path}: ${parsed.error.message}`);
      return parsed.data;
    })
    .sort((a, b) => a.order - b.order);
  if (locale === 'en') return packages;
  const hindi = new Map(
    Object.entries(hindiFiles).map(([path, file]) => {
      const parsed = packageTranslationSchema.safeParse(file.default);
      if (!parsed.success) throw new Error(`${path}: ${parsed.error.message}`);
      return [parsed.data.id, parsed.data] as const;
    }),
  );
  return packages.map((pkg) => {
    const translation = hindi.get(pkg.id);
    return translation ? translatePackage(pkg, translation) : pkg;
  });
}
