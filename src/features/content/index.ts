export { categoryKey, ideaCategories, ideaSortOptions } from './ideas/ideas.ts';
export { listPackages } from './packages/packages.ts';
export type { WeddingPackage } from './packages/packages.ts';
export { articleTranslationSchema, nameTranslationSchema } from './translations.schema.ts';
export { FEED_KINDS, feedHref } from './feeds/feed-paths.ts';
export type { FeedKind } from './feeds/feed-paths.ts';
