export { blogMessages, getBlogCategories, getPublishedPosts, postsInCategory } from './blog/blog.ts';
export type { BlogCategory, BlogPost } from './blog/blog.ts';
export { contact } from './contact/actions.ts';
export { ideas } from './ideas/actions.ts';
export { getPublishedIdeaSlugs, getPublishedIdeas, toIdeaSummary } from './ideas/content.ts';
export type { Idea } from './ideas/content.ts';
export { countLikes, getLikeState } from './ideas/likes.server.ts';
