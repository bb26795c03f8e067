// Every builder's block has its type's required properties (Google's structured data rules),
// and a block's text cannot close the script element it is written in.
import { describe, expect, it } from 'vitest';
import { article, breadcrumbList, faqPage, jsonLdText, localBusiness, organization, webSite } from './structured-data.ts';
import { requiredPropertyProblems } from '../../tests/setup/structured-data.ts';

const origin = 'https://mandap.in';
const listing = {
  kind: 'venue' as const,
  name: 'Shree Regency',
  description: 'A hotel',
  path: '/venues/wedding/1',
  image: '/art/venue/5.png',
  address: { street: '161 Main Road', locality: 'Mumbai', region: 'Maharashtra' },
  rating: { average: 4.26, count: 12 },
  priceRange: '₹50,000 – ₹2,00,000',
};

describe('structured data', () => {
  it('builds a breadcrumb trail with absolute addresses in order', () => {
    const block = breadcrumbList(
      [
        { name: 'Home', path: '/' },
        { name: 'Venues', path: '/venues' },
      ],
      origin,
    );
    expect(requiredPropertyProblems(block)).toEqual([]);
    expect(block.itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Home', item: 'https://mandap.in/' },
      { '@type': 'ListItem', position: 2, name: 'Venues', item: 'https://mandap.in/venues' },
    ]);
  });

  it('builds an article, an organization and the site with their required properties', () => {
    const post = article(
      { title: 'T', description: 'D', path: '/ideas/x', image: '/art/idea/1.png', author: 'A', published: new Date('2026-01-02'), inLanguage: 'en-IN' },
      origin,
    );
    expect(requiredPropertyProblems(post)).toEqual([]);
    expect(post.image).toEqual(['https://mandap.in/art/idea/1.png']);
    expect(requiredPropertyProblems(organization(origin))).toEqual([]);
    expect(requiredPropertyProblems(webSite(origin, '/hi/', 'hi-IN'))).toEqual([]);
  });

  it('gives a listing its rating and price range, and no rating before its first review', () => {
    const rated = localBusiness(listing, origin) as object as Record<string, unknown>;
    expect(requiredPropertyProblems(rated)).toEqual([]);
    expect(rated.aggregateRating).toMatchObject({ ratingValue: 4.3, reviewCount: 12 });
    expect(rated.priceRange).toBe('₹50,000 – ₹2,00,000');
    expect(rated.additionalType).toBe('https://schema.org/EventVenue');
    const unrated = localBusiness({ ...listing, kind: 'vendor', rating: { average: 0, count: 0 }, priceRange: null }, origin) as object as Record<
      string,
      unknown
    >;
    expect(unrated).not.toHaveProperty('aggregateRating');
    expect(unrated).not.toHaveProperty('priceRange');
    expect(unrated).not.toHaveProperty('additionalType');
  });

  it('builds a page of questions', () => {
    const block = faqPage([{ question: 'Is parking free?', answer: 'Yes.' }]);
    expect(requiredPropertyProblems(block)).toEqual([]);
    expect(requiredPropertyProblems({ ...block, mainEntity: [{ '@type': 'Question', name: 'Q' }] })).not.toEqual([]);
  });

  it('escapes < so a name cannot end the script element', () => {
    const text = jsonLdText(localBusiness({ ...listing, name: 'Hall </script><script>alert(1)</script>' }, origin));
    expect(text).not.toContain('</script');
    expect(JSON.parse(text).name).toBe('Hall </script><script>alert(1)</script>');
  });
});
