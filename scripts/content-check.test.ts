// The checks before publishing: one failing fixture per rule (tests/fixtures/content-*), each
// refused with a message naming the file and the field, and the project's own content passes.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse as parseYaml } from 'yaml';
import { brokenLink, checkContent, linkTargets } from './content-check.ts';
import { BLOG_CATEGORIES } from '../src/features/content/editorial.schema.ts';

const root = process.cwd();
const targets = linkTargets(root);
const fixture = (name: string) => checkContent(join(root, 'tests/fixtures', name), targets);

describe('content checks', () => {
  it('pass the content the site is built from', () => {
    expect(checkContent(root, targets)).toEqual([]);
  });

  it('pass a valid entry with an uploaded cover, a body image, links and the article components, and a photo category with art and an upload', () => {
    expect(fixture('content-valid')).toEqual([]);
  });

  it('refuse a cover without alt text', () => {
    expect(fixture('content-missing-alt')).toEqual([
      { file: 'content/ideas/mehendi-without-alt.mdx', field: 'coverAlt', message: 'coverAlt (the cover image’s alt text) is required' },
    ]);
  });

  it('refuse an image in the text without alt text', () => {
    expect(fixture('content-body-image-alt')).toEqual([
      { file: 'content/ideas/picture-without-alt.mdx', field: 'body line 16', message: 'the image ./mandap.jpg has no alt text' },
    ]);
  });

  it('refuse a summary over 160 characters', () => {
    expect(fixture('content-long-summary')).toEqual([
      { file: 'content/ideas/summary-too-long.mdx', field: 'excerpt', message: 'excerpt (the summary) is longer than 160 characters' },
    ]);
  });

  it('refuse a link to a venue the catalogue does not have', () => {
    expect(fixture('content-broken-link')).toEqual([
      {
        file: 'content/ideas/link-to-nowhere.mdx',
        field: 'body line 14',
        message: 'the link /venues/wedding/987654 is broken: no venue has the id 987654',
      },
    ]);
  });

  it('refuse an unknown category', () => {
    expect(fixture('content-unknown-category')).toEqual([
      {
        file: 'content/ideas/unknown-category.mdx',
        field: 'category',
        message: 'category "Astrology" is not one of: Budget, Decor, Destinations, Fashion, Planning, Traditions',
      },
    ]);
  });

  it('refuse a gallery photo without a title, its alt text', () => {
    expect(fixture('content-photo-without-alt')).toEqual([
      { file: 'content/photos/mehendi.yaml', field: 'photos.0.title', message: 'title (the photo’s alt text) is required' },
    ]);
  });

  it('refuse a gallery picture that is neither an uploaded file nor generated art', () => {
    expect(fixture('content-photo-missing-image')).toEqual([
      { file: 'content/photos/haldi.yaml', field: 'cover', message: 'the image /art/gallery/64.svg does not exist' },
      { file: 'content/photos/haldi.yaml', field: 'photos.0.image', message: 'the image ./images/haldi/photos/0/image.jpg does not exist' },
    ]);
  });

  it('know which internal links lead somewhere', () => {
    expect(brokenLink('/wedding-checklists', targets)).toBeNull();
    expect(brokenLink('/hi/ideas/goa-beach-wedding', targets)).toBeNull();
    expect(brokenLink('/vendors/jaipur/photographers/12', targets)).toBeNull();
    expect(brokenLink('/blog/category/real-weddings', targets)).toBeNull();
    expect(brokenLink('/no-such-page', targets)).toBe('no page has this address');
    expect(brokenLink('/ideas/no-such-idea', targets)).toBe('no idea is called "no-such-idea"');
    expect(brokenLink('/vendors/0', targets)).toBe('no vendor has the id 0');
    expect(brokenLink('/blog/category/astrology', targets)).toBe('no blog category is called "astrology"');
  });

  it('offer the editor the blog categories content/blog/categories.yaml defines', () => {
    const yaml = parseYaml(readFileSync(join(root, 'content/blog/categories.yaml'), 'utf8')) as Record<string, unknown>;
    expect([...BLOG_CATEGORIES].sort()).toEqual(Object.keys(yaml).sort());
  });
});
