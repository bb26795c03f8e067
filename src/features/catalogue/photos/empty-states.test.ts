import { experimental_AstroContainer as AstroContainer } from 'astro/container';
import { describe, expect, it } from 'vitest';
import PhotoGrid from './PhotoGrid.astro';

describe('photo empty state', () => {
  it('says No photos found for a category without photos', async () => {
    const container = await AstroContainer.create();
    const html = await container.renderToString(PhotoGrid, { props: { photos: [] } });
    expect(html).toContain('No photos found');
  });

  it('renders photo titles as text', async () => {
    const container = await AstroContainer.create();
    const html = await container.renderToString(PhotoGrid, {
      props: { photos: [{ title: '<b>Haldi</b>', image: '/art/gallery/1.svg', caption: '' }] },
    });
    expect(html).toContain('&lt;b&gt;Haldi&lt;/b&gt;');
  });
});
