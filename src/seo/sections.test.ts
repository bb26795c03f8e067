import { describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { SECTIONS, sectionImagePath, sectionOf, socialImageOf } from './sections.ts';
import { artSocialImage, sectionSocialImage } from './social-image.server.ts';

describe('sections and social images', () => {
  it('finds a page’s section from its path', () => {
    expect(sectionOf('/')).toBe('home');
    expect(sectionOf('/venues/jaipur/heritage')).toBe('venues');
    expect(sectionOf('/wedding-venues/x')).toBe('venues');
    expect(sectionOf('/vendors/1')).toBe('vendors');
    expect(sectionOf('/gallery')).toBe('photos');
    expect(sectionOf('/wedding-checklists')).toBe('planning');
    expect(sectionOf('/about')).toBe('company');
    expect(sectionImagePath('ideas')).toBe('/social/ideas.png');
  });

  it('names the PNG twin of cover art, keeps photos, and has nothing for other SVGs', () => {
    expect(socialImageOf('/art/idea/27.svg')).toBe('/art/idea/27.png');
    expect(socialImageOf('/art/venue/5.svg')).toBe('/art/venue/5.png');
    expect(socialImageOf('/art/avatar/5.svg')).toBeNull();
    expect(socialImageOf('/images/hall.jpg')).toBe('/images/hall.jpg');
    expect(socialImageOf('/placeholders/venue.svg')).toBeNull();
    expect(socialImageOf(null)).toBeNull();
  });

  it('draws every section’s image and cover art as 1200×630 PNGs', async () => {
    for (const image of [await sectionSocialImage(SECTIONS[0]), await artSocialImage('venue', 17)]) {
      const { format, width, height } = await sharp(image).metadata();
      expect({ format, width, height }).toEqual({ format: 'png', width: 1200, height: 630 });
    }
    const sections = await Promise.all(SECTIONS.map((section) => sectionSocialImage(section)));
    expect(new Set(sections.map((image) => image.toString('base64'))).size).toBe(SECTIONS.length);
  });
});
