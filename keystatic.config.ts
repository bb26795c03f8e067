// The editing interface at /keystatic (Keystatic): the same files the site is built from, field
// for field as src/content.config.ts reads them (src/features/content/editing/keystatic.test.ts fails when the two differ).
// Local mode by default: it writes content/ on the editor's machine. With PUBLIC_KEYSTATIC_GITHUB_REPO
// set ("owner/name") it commits to that repository instead (docs/editing.md).
// Not here: the blog categories (one YAML file, changed with the code) and the wedding packages,
// whose names, prices and texts the specification fixes (packages.test.ts pins them).
import { collection, config, fields, singleton } from '@keystatic/core';
import { inline, wrapper } from '@keystatic/core/content-components';
import { BLOG_CATEGORIES, IDEA_CATEGORIES, STATUSES, SUMMARY_MAX } from './src/features/content/editorial.ts';
import { picture } from './src/features/content/editing/picture-field.ts';
import { MUHURAT_YEARS } from './src/lib/muhurat.ts';

const githubRepo = import.meta.env.PUBLIC_KEYSTATIC_GITHUB_REPO as `${string}/${string}` | undefined;

const options = <T extends string>(values: readonly T[]) => values.map((value) => ({ label: value, value }));

/** The gallery's uploads: beside the categories, a folder each; the demo's generated art is kept until replaced. */
const gallery = { directory: 'content/photos/images', publicPath: './images/', art: 'gallery' } as const;
const GALLERY_SIZES = { cover: '1280 × 800 pixels (8:5)', photo: '1200 × 1500 pixels (4:5, upright)' };

/** The components an article's text may hold (src/features/content/article/components.ts renders them). */
const components = {
  ListingLink: inline({
    label: 'Link to a venue or vendor',
    schema: {
      kind: fields.select({ label: 'Kind', options: options(['venue', 'vendor'] as const), defaultValue: 'venue' }),
      id: fields.integer({ label: 'Id (the number at the end of its page address)', validation: { isRequired: true, min: 1 } }),
      label: fields.text({ label: 'Link text', validation: { isRequired: true } }),
    },
  }),
  PullQuote: wrapper({
    label: 'Pull quote',
    schema: { cite: fields.text({ label: 'Who said it (optional)' }) },
  }),
};

/** Images in the text: stored beside the entry, alt text required (the content check refuses an image without). */
const body = (directory: string, publicPath: string) =>
  fields.mdx({
    label: 'Text',
    options: {
      heading: [2, 3],
      image: { directory, publicPath, schema: { alt: fields.text({ label: 'Alt text', validation: { isRequired: true } }) } },
    },
    components,
  });

/** The fields an idea and a blog post share (editorial.schema.ts articleFields). */
const articleFields = (imageDirectory: string, imagePublicPath: string) => ({
  title: fields.slug({ name: { label: 'Title', validation: { isRequired: true } }, slug: { label: 'Address (slug)' } }),
  excerpt: fields.text({
    label: 'Summary',
    description: `Shown on cards, in search results and social posts: at most ${SUMMARY_MAX} characters.`,
    multiline: true,
    validation: { isRequired: true, length: { min: 1, max: SUMMARY_MAX } },
  }),
  // The demo posts' generated art stays theirs until an editor uploads a cover.
  cover: picture({
    label: 'Cover image',
    description: 'At least 1200 × 675 pixels (16:9), JPEG or PNG.',
    directory: imageDirectory,
    publicPath: imagePublicPath,
    art: 'idea',
  }),
  coverAlt: fields.text({
    label: 'Cover image: alt text',
    description: 'What the picture shows, for people who cannot see it.',
    validation: { isRequired: true },
  }),
  author: fields.object({
    name: fields.text({ label: 'Author', validation: { isRequired: true } }),
    avatar: fields.text({ label: 'Author picture (address)', defaultValue: '/art/avatar/1.svg', validation: { isRequired: true } }),
  }),
  publishedAt: fields.date({
    label: 'Publish date',
    description: 'A later date holds the post back until the first build after it.',
    validation: { isRequired: true },
  }),
  status: fields.select({ label: 'Status', options: options(STATUSES), defaultValue: 'draft' }),
  tags: fields.array(fields.text({ label: 'Tag' }), { label: 'Tags', itemLabel: (props) => props.value }),
  faq: questionFields('Questions and answers'),
});

/** Questions a reader asks, shown under the text and told to search engines. */
function questionFields(label: string) {
  return fields.array(
    fields.object({
      question: fields.text({ label: 'Question', validation: { isRequired: true } }),
      answer: fields.text({ label: 'Answer', multiline: true, validation: { isRequired: true } }),
    }),
    { label, description: 'Optional: shown under the text as “Questions couples ask”.', itemLabel: (props) => props.fields.question.value },
  );
}

/** A Hindi version: the texts only, beside the English file of the same slug (translations.schema.ts). */
const translationFields = () => ({
  title: fields.slug({ name: { label: 'शीर्षक (Title)', validation: { isRequired: true } }, slug: { label: 'Slug of the English original' } }),
  excerpt: fields.text({ label: 'सारांश (Summary)', multiline: true, validation: { isRequired: true } }),
  coverAlt: fields.text({ label: 'Cover image: alt text in Hindi (optional)' }),
  tags: fields.array(fields.text({ label: 'Tag' }), { label: 'Tags', itemLabel: (props) => props.value }),
  faq: questionFields('सवाल-जवाब (Questions and answers in Hindi; empty: the English ones)'),
  status: fields.select({ label: 'Status', options: options(STATUSES), defaultValue: 'draft' }),
});

/**
 * A year of auspicious dates (content/muhurat/{year}.json). One entry per year file the site
 * reads (src/lib/muhurat.ts lists them); a new year is a new file there and here.
 */
const muhuratYear = (year: number) =>
  singleton({
    label: `Auspicious dates ${year}`,
    path: `content/muhurat/${year}`,
    format: { data: 'json' },
    previewUrl: `/muhurat/${year}`,
    schema: {
      year: fields.integer({ label: 'Year', defaultValue: year, validation: { isRequired: true, min: year, max: year } }),
      sample: fields.checkbox({ label: 'Sample dates (not yet checked against the source): the page says so', defaultValue: true }),
      source: fields.object(
        {
          title: fields.text({ label: 'Title of the published list', validation: { isRequired: true } }),
          url: fields.url({ label: 'Its address', validation: { isRequired: true } }),
        },
        { label: 'Source' },
      ),
      note: fields.text({ label: 'Note on the page', multiline: true }),
      dates: fields.array(
        fields.object({
          date: fields.date({ label: 'Date', validation: { isRequired: true } }),
          region: fields.select({
            label: 'Calendar',
            options: [
              { label: 'North Indian', value: 'north' },
              { label: 'South Indian', value: 'south' },
            ],
            defaultValue: 'north',
          }),
          note: fields.text({ label: 'Note' }),
        }),
        { label: 'Dates', itemLabel: (props) => `${props.fields.date.value ?? ''} (${props.fields.region.value})` },
      ),
    },
  });

export default config({
  storage: githubRepo ? { kind: 'github', repo: githubRepo } : { kind: 'local' },
  ui: { brand: { name: 'Mandap' } },
  singletons: Object.fromEntries(MUHURAT_YEARS.map((year) => [`muhurat${year}`, muhuratYear(year)])),
  collections: {
    ideas: collection({
      label: 'Ideas',
      path: 'content/ideas/*',
      slugField: 'title',
      entryLayout: 'content',
      format: { contentField: 'content' },
      previewUrl: '/preview/ideas/{slug}',
      columns: ['title', 'publishedAt'],
      schema: {
        ...articleFields('content/ideas/images', './images/'),
        category: fields.select({ label: 'Category', options: options(IDEA_CATEGORIES), defaultValue: IDEA_CATEGORIES[0] }),
        content: body('content/ideas/images', './images/'),
      },
    }),
    ideasHi: collection({
      label: 'Ideas in Hindi',
      path: 'content/ideas/hi/*',
      slugField: 'title',
      entryLayout: 'content',
      format: { contentField: 'content' },
      previewUrl: '/hi/preview/ideas/{slug}',
      schema: { ...translationFields(), content: body('content/ideas/images', '../images/') },
    }),
    blog: collection({
      label: 'Blog posts',
      path: 'content/blog/posts/*',
      slugField: 'title',
      entryLayout: 'content',
      format: { contentField: 'content' },
      previewUrl: '/preview/blog/{slug}',
      columns: ['title', 'publishedAt'],
      schema: {
        ...articleFields('content/blog/images', '../images/'),
        category: fields.select({ label: 'Category', options: options(BLOG_CATEGORIES), defaultValue: BLOG_CATEGORIES[0] }),
        content: body('content/blog/images', '../images/'),
      },
    }),
    blogHi: collection({
      label: 'Blog posts in Hindi',
      path: 'content/blog/hi/*',
      slugField: 'title',
      entryLayout: 'content',
      format: { contentField: 'content' },
      previewUrl: '/hi/preview/blog/{slug}',
      schema: { ...translationFields(), content: body('content/blog/images', '../images/') },
    }),
    photoCategories: collection({
      label: 'Photo categories',
      path: 'content/photos/*',
      slugField: 'name',
      format: { data: 'yaml' },
      schema: {
        name: fields.slug({ name: { label: 'Name', validation: { isRequired: true } } }),
        description: fields.text({ label: 'Description', multiline: true }),
        cover: picture({ ...gallery, label: 'Cover picture', description: `The card on /photos: at least ${GALLERY_SIZES.cover}, JPEG or PNG.` }),
        order: fields.integer({ label: 'Order on /photos', defaultValue: 0 }),
        photos: fields.array(
          fields.object({
            title: fields.text({ label: 'Title (also the alt text)', validation: { isRequired: true } }),
            image: picture({ ...gallery, label: 'Picture', description: `At least ${GALLERY_SIZES.photo}, JPEG or PNG.` }),
            caption: fields.text({ label: 'Caption' }),
          }),
          { label: 'Photos', itemLabel: (props) => props.fields.title.value },
        ),
        hi: fields.object(
          {
            name: fields.text({ label: 'नाम (Name in Hindi; empty: no Hindi version)' }),
            description: fields.text({ label: 'विवरण (Description in Hindi)', multiline: true }),
            photos: fields.array(fields.object({ title: fields.text({ label: 'Title in Hindi' }), caption: fields.text({ label: 'Caption in Hindi' }) }), {
              label: 'Photos in Hindi, in the same order',
              itemLabel: (props) => props.fields.title.value,
            }),
          },
          { label: 'Hindi' },
        ),
      },
    }),
  },
});
