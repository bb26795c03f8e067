export { blogCategoryText, getBlogCategories, getLocalPosts, getPostTranslation, getPublishedPosts, postsInCategory } from './blog/blog.ts';
export type { BlogCategory, BlogPost, LocalPost } from './blog/blog.ts';
export { contact } from './contact/actions.ts';
export { ideas } from './ideas/actions.ts';
export { getIdeaSummaries, getIdeaTranslation, getPublishedIdeaSlugs, getPublishedIdeas, toIdeaSummary } from './ideas/content.ts';
export type { Idea, IdeaTranslation } from './ideas/content.ts';
export { countLikes, getLikeState } from './ideas/likes.server.ts';
