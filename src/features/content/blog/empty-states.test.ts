import { experimental_AstroContainer as AstroContainer } from 'astro/container';
import { describe, expect, it } from 'vitest';
import CategoryNav from './CategoryNav.astro';
import PostList from './PostList.astro';

describe('blog empty states', () => {
  it('says No categories found when there are none', async () => {
    const container = await AstroContainer.create();
    const html = await container.renderToString(CategoryNav, { props: { categories: [] } });
    expect(html).toContain('No categories found');
  });

  it('says No posts found when a list is empty', async () => {
    const container = await AstroContainer.create();
    const html = await container.renderToString(PostList, { props: { posts: [], categories: [] } });
    expect(html).toContain('No posts found');
  });
});
