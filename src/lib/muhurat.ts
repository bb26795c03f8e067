// Auspicious wedding dates (shubh vivah muhurat), one file a year under content/muhurat/ (the
// `muhurat` content collection reads the same files for the editors and the /muhurat pages).
// Browser-safe: the wedding profile offers them and the lists read a month's dates from here.
import y2026 from '../../content/muhurat/2026.json' with { type: 'json' };
import y2027 from '../../content/muhurat/2027.json' with { type: 'json' };
import y2028 from '../../content/muhurat/2028.json' with { type: 'json' };
import { compareCodes } from './intl.ts';

export type MuhuratRegion = 'north' | 'south';
export type MuhuratDate = { date: string; region: MuhuratRegion; note: string };
export type MuhuratYear = {
  year: number;
  /** True while the dates are placeholders, not checked against a panchang: pages say "Sample dates". */
  sample: boolean;
  source: { title: string; url: string };
  note: string;
  dates: MuhuratDate[];
};

const YEARS = [y2026, y2027, y2028] as MuhuratYear[];

/** The years with a file, in order. */
export const MUHURAT_YEARS: number[] = YEARS.map((y) => y.year);

/** One year's file, or null. */
export function muhuratYear(year: number): MuhuratYear | null {
  return YEARS.find((y) => y.year === year) ?? null;
}

/** The dates of one `YYYY-MM` month, in order (empty when the year has no file). */
export function muhuratDatesIn(month: string): string[] {
  const file = muhuratYear(Number(month.slice(0, 4)));
  return (file?.dates ?? [])
    .map((d) => d.date)
    .filter((d) => d.startsWith(`${month}-`))
    .sort();
}

/** Every date from `from` on, up to `limit`, across the years (the wedding profile's suggestions). */
export function muhuratDatesFrom(from: string, limit = 24): MuhuratDate[] {
  return YEARS.flatMap((y) => y.dates)
    .filter((d) => d.date >= from)
    .sort((a, b) => compareCodes(a.date, b.date))
    .slice(0, limit);
}

/** A year's dates grouped by `YYYY-MM`, months in order. */
export function muhuratByMonth(file: MuhuratYear): { month: string; dates: MuhuratDate[] }[] {
  const months = new Map<string, MuhuratDate[]>();
  for (const d of [...file.dates].sort((a, b) => compareCodes(a.date, b.date))) {
    const month = d.date.slice(0, 7);
    months.set(month, [...(months.get(month) ?? []), d]);
  }
  return [...months].map(([month, dates]) => ({ month, dates }));
}
