// One year of auspicious wedding dates (content/muhurat/{year}.json), as the content collection
// checks it and the editing interface writes it (keystatic.config.ts; keystatic.test.ts compares).
import { z } from 'astro/zod';

export const MUHURAT_REGIONS = ['north', 'south'] as const;

export const muhuratYearSchema = z.object({
  year: z.number().int().min(2000).max(2100),
  sample: z.boolean(),
  source: z.object({ title: z.string().min(1), url: z.url() }),
  note: z.string().default(''),
  dates: z.array(z.object({ date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/), region: z.enum(MUHURAT_REGIONS), note: z.string().default('') })),
});
