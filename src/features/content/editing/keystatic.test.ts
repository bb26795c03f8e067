// The editing interface writes exactly the fields the site reads: each Keystatic collection has
// the fields of its content collection's schema (plus the text), the same choices and limits, so
// an editor can neither save a field the build refuses nor miss one it needs.
import { describe, expect, it } from 'vitest';
import { z } from 'astro/zod';
import keystatic from '../../../../keystatic.config.ts';
import { BLOG_CATEGORIES, IDEA_CATEGORIES, STATUSES, SUMMARY_MAX, blogPostSchema, ideaSchema } from '../editorial.schema.ts';
import { articleTranslationSchema, nameTranslationSchema } from '../translations.schema.ts';
import { photoCategorySchema } from '../photo-categories.schema.ts';
import { MUHURAT_REGIONS, muhuratYearSchema } from '../muhurat/muhurat.schema.ts';
import { MUHURAT_YEARS } from '../../../lib/muhurat.ts';

const image = () => z.string();
const collections = keystatic.collections!;
type Field = {
  kind: string;
  formKind?: string;
  options?: { value: string }[];
  fields?: Record<string, Field>;
  element?: Field;
  validate?: (value: unknown) => unknown;
};
const fieldsOf = (name: keyof typeof collections) => collections[name]!.schema as unknown as Record<string, Field>;
/** The schema's fields, the body (`content`, the MDX text) aside. */
const keysOf = (name: keyof typeof collections) =>
  Object.keys(fieldsOf(name))
    .filter((key) => key !== 'content')
    .sort();
const values = (field: Field) => field.options!.map((option) => option.value);
type Picture = { data: Uint8Array; extension: string; filename: string } | null;
type AssetField = {
  filename(value: unknown, extra: { suggestedFilenamePrefix: string; slug: string }): string | undefined;
  parse(value: unknown, extra: { asset: Uint8Array | undefined; slug: string }): Picture;
  serialize(value: Picture, extra: { suggestedFilenamePrefix: string; slug: string }): unknown;
  validate(value: Picture): Picture;
};

describe('the editing interface mirrors the content schema', () => {
  it('ideas: the same fields, categories and statuses', () => {
    expect(keysOf('ideas')).toEqual(Object.keys(ideaSchema(image).shape).sort());
    expect(values(fieldsOf('ideas').category!)).toEqual([...IDEA_CATEGORIES]);
    expect(values(fieldsOf('ideas').status!)).toEqual([...STATUSES]);
    expect(Object.keys(fieldsOf('ideas').author!.fields!).sort()).toEqual(['avatar', 'name']);
  });

  it('blog posts: the same fields and categories', () => {
    expect(keysOf('blog')).toEqual(Object.keys(blogPostSchema(image).shape).sort());
    expect(values(fieldsOf('blog').category!)).toEqual([...BLOG_CATEGORIES]);
  });

  it('the summary is limited to the same length', () => {
    for (const name of ['ideas', 'blog'] as const) {
      const excerpt = fieldsOf(name).excerpt!;
      expect(() => excerpt.validate!('x'.repeat(SUMMARY_MAX))).not.toThrow();
      expect(() => excerpt.validate!('x'.repeat(SUMMARY_MAX + 1))).toThrow();
    }
  });

  it('the cover is an uploaded image, stored beside the entries', () => {
    expect(fieldsOf('ideas').cover).toMatchObject({ formKind: 'asset', directory: 'content/ideas/images' });
    expect(fieldsOf('blog').cover).toMatchObject({ formKind: 'asset', directory: 'content/blog/images' });
  });

  it('Hindi versions: only the texts a translation may hold', () => {
    expect(keysOf('ideasHi')).toEqual(Object.keys(articleTranslationSchema.shape).sort());
    expect(keysOf('blogHi')).toEqual(Object.keys(articleTranslationSchema.shape).sort());
  });

  it('photo categories: the same fields, each photo’s too, with the Hindi block', () => {
    const schema = photoCategorySchema(image);
    expect(keysOf('photoCategories')).toEqual(Object.keys(schema.shape).sort());
    const photo = fieldsOf('photoCategories').photos!.element!;
    expect(Object.keys(photo.fields!).sort()).toEqual(Object.keys(schema.shape.photos.unwrap().element.shape).sort());
    expect(Object.keys(fieldsOf('photoCategories').hi!.fields!).sort()).toEqual([...Object.keys(nameTranslationSchema.shape), 'photos'].sort());
  });

  it('gallery pictures are uploads beside the categories, stored as addresses the schema reads, and keep their art', () => {
    const cover = fieldsOf('photoCategories').cover! as unknown as AssetField;
    const photo = fieldsOf('photoCategories').photos!.element!.fields!.image! as unknown as AssetField;
    for (const field of [cover, photo]) expect(field).toMatchObject({ formKind: 'asset', directory: 'content/photos/images' });
    // An upload is written to content/photos/images/{slug}/… and stored relative to content/photos/{slug}.yaml.
    const upload = { data: new Uint8Array([1]), extension: 'jpg', filename: 'mandap.jpg' };
    expect(photo.serialize(upload, { suggestedFilenamePrefix: 'photos/0/image', slug: 'haldi' })).toEqual({
      value: './images/haldi/photos/0/image.jpg',
      asset: { filename: 'photos/0/image.jpg', content: upload.data },
    });
    // Generated art is shown as the picture it is, and saved back as the same address, with no file.
    for (const field of [cover, photo]) {
      expect(field.filename('/art/gallery/29.svg', { suggestedFilenamePrefix: 'cover', slug: 'haldi' })).toBeUndefined();
      const art = field.parse('/art/gallery/29.svg', { asset: undefined, slug: 'haldi' });
      expect(art).toMatchObject({ extension: 'svg' });
      expect(new TextDecoder().decode(art!.data)).toMatch(/^<svg/);
      expect(field.validate(art)).toBe(art);
      expect(field.serialize(art, { suggestedFilenamePrefix: 'cover', slug: 'haldi' })).toEqual({ value: '/art/gallery/29.svg', asset: undefined });
    }
    // Anything else is a file of its folder, or nothing (a required field the editor must fill).
    expect(cover.parse('./images/haldi/cover.jpg', { asset: new Uint8Array([2]), slug: 'haldi' })).toMatchObject({ extension: 'jpg' });
    expect(cover.parse('/art/idea/3.svg', { asset: undefined, slug: 'haldi' })).toBeNull();
    expect(() => cover.validate(null)).toThrow();
  });

  it('an idea or a post keeps its generated cover art when saved without a new upload', () => {
    for (const collection of ['ideas', 'blog'] as const) {
      const cover = fieldsOf(collection).cover! as unknown as AssetField;
      const art = cover.parse('/art/idea/27.svg', { asset: undefined, slug: 'bengali-wedding-rituals' });
      expect(art, collection).toMatchObject({ extension: 'svg' });
      expect(cover.serialize(art, { suggestedFilenamePrefix: 'cover', slug: 'bengali-wedding-rituals' })).toEqual({
        value: '/art/idea/27.svg',
        asset: undefined,
      });
      expect(cover.parse('/art/gallery/29.svg', { asset: undefined, slug: 'bengali-wedding-rituals' }), collection).toBeNull();
    }
  });

  it('offers no collection the site does not read, and leaves the packages out', () => {
    expect(Object.keys(collections).sort()).toEqual(['blog', 'blogHi', 'ideas', 'ideasHi', 'photoCategories']);
    expect(JSON.stringify(keystatic)).not.toContain('content/packages');
  });

  it('auspicious dates: one entry per year file, with the same fields and calendars', () => {
    const singletons = keystatic.singletons!;
    expect(Object.keys(singletons).sort()).toEqual(MUHURAT_YEARS.map((year) => `muhurat${year}`).sort());
    for (const year of MUHURAT_YEARS) {
      const entry = singletons[`muhurat${year}`]!;
      expect(entry.path).toBe(`content/muhurat/${year}`);
      const fields = entry.schema as unknown as Record<string, Field & { element?: Field }>;
      expect(Object.keys(fields).sort()).toEqual(Object.keys(muhuratYearSchema.shape).sort());
      expect(Object.keys(fields.source!.fields!).sort()).toEqual(Object.keys(muhuratYearSchema.shape.source.shape).sort());
      const date = fields.dates!.element!;
      expect(Object.keys(date.fields!).sort()).toEqual(Object.keys(muhuratYearSchema.shape.dates.element.shape).sort());
      expect(values(date.fields!.region!)).toEqual([...MUHURAT_REGIONS]);
    }
  });
});
