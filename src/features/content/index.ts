export { categoryKey, ideaCategories, ideaSortOptions } from './ideas/ideas.ts';
export { listPackages } from './packages/packages.ts';
export type { WeddingPackage } from './packages/packages.ts';
export { BLOG_CATEGORIES, IDEA_CATEGORIES, SUMMARY_MAX, blogPostSchema, coverSrc, ideaSchema } from './editorial.schema.ts';
export { articleTranslationSchema, nameTranslationSchema } from './translations.schema.ts';
export { isPublished } from './publishing.ts';
export { FEED_KINDS, feedHref } from './feeds/feed-paths.ts';
export type { FeedKind } from './feeds/feed-paths.ts';
export { MUHURAT_REGIONS, muhuratYearSchema } from './muhurat/muhurat.schema.ts';
