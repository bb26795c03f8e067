// The rule for a photo category's pictures: each photo has a title, which is its alt text, and
// every picture is generated gallery art or an uploaded file (here a stand-in for Astro's image()
// that knows which files exist).
import { describe, expect, it } from 'vitest';
import { z } from 'astro/zod';
import { photoCategorySchema } from './photo-categories.schema.ts';

const uploaded = new Set(['./images/haldi/cover.jpg', './images/haldi/photos/0/image.png']);
const image = () => z.string().refine((src) => uploaded.has(src), { error: (issue) => `the image ${String(issue.input)} does not exist` });
const schema = photoCategorySchema(image);
const category = (changes: Record<string, unknown> = {}) => ({
  name: 'Haldi',
  cover: './images/haldi/cover.jpg',
  photos: [{ title: 'Turmeric paste', image: './images/haldi/photos/0/image.png' }],
  ...changes,
});
const problems = (data: unknown) => {
  const result = schema.safeParse(data);
  return result.success ? [] : result.error.issues.map((issue) => issue.path.join('.'));
};

describe('a photo category', () => {
  it('takes uploaded files and keeps the generated art of the demo categories', () => {
    expect(problems(category())).toEqual([]);
    expect(problems(category({ cover: '/art/gallery/28.svg', photos: [{ title: 'Sehrabandi', image: '/art/gallery/29.svg' }] }))).toEqual([]);
    expect(schema.parse(category({ cover: '/art/gallery/0.svg' })).cover).toBe('/art/gallery/0.svg');
  });

  it('needs a title for every photo: it is the alt text', () => {
    for (const title of [undefined, '', '   ']) {
      expect(problems(category({ photos: [{ title, image: './images/haldi/photos/0/image.png' }] })), String(title)).toEqual(['photos.0.title']);
    }
  });

  it('refuses a picture that is not there: a file never uploaded, art the build does not draw, another kind of art', () => {
    for (const address of ['./images/haldi/photos/1/image.png', '/art/gallery/64.svg', '/art/idea/3.svg', '/art/gallery/3.png', '']) {
      expect(problems(category({ photos: [{ title: 'Turmeric paste', image: address }] })), address).toEqual(['photos.0.image']);
      expect(problems(category({ cover: address })), address).toEqual(['cover']);
    }
  });

  it('needs a cover and a picture for every photo', () => {
    expect(problems({ name: 'Haldi', photos: [{ title: 'Turmeric paste' }] })).toEqual(['cover', 'photos.0.image']);
  });
});
