import { experimental_AstroContainer as AstroContainer } from 'astro/container';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import StarsAstro from './Stars.astro';
import { Stars } from './Stars.tsx';

describe('Stars', () => {
  it('draws the same stars in Astro pages as in React islands', async () => {
    const container = await AstroContainer.create();
    for (const average of [0, 2.4, 3, 4.99, 5]) {
      // Development builds mark each element with its source; the built page does not.
      const astro = (await container.renderToString(StarsAstro, { props: { average } })).replace(/ data-astro-source-[a-z]+="[^"]*"/g, '');
      expect(astro.trim()).toBe(renderToStaticMarkup(createElement(Stars, { average })));
    }
    expect(await container.renderToString(StarsAstro, { props: { average: 4.2 } })).toContain('4 out of 5 stars');
  });
});
