// Structured data (JSON-LD, schema.org) that search engines read beside a page: typed with
// schema-dts, built from what the page already shows. Each builder gives one block; the page's
// JsonLd component writes them. Addresses are absolute (origin + path). Browser-safe.
import type { Article, BreadcrumbList, FAQPage, LocalBusiness, Organization, WebSite, WithContext } from 'schema-dts';
import { site } from '../lib/site.ts';

export type StructuredData = WithContext<Article | BreadcrumbList | FAQPage | LocalBusiness | Organization | WebSite>;

const CONTEXT = 'https://schema.org' as const;

const absolute = (path: string, origin: URL | string) => new URL(path, origin).href;

/** One step of a breadcrumb trail: what it is called and where it is. */
export interface Crumb {
  name: string;
  path: string;
}

export function breadcrumbList(crumbs: readonly Crumb[], origin: URL | string): WithContext<BreadcrumbList> {
  return {
    '@context': CONTEXT,
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, i) => ({ '@type': 'ListItem', position: i + 1, name: crumb.name, item: absolute(crumb.path, origin) })),
  };
}

/**
 * The business behind the site, as the home page names it: name, address, logo and profiles.
 * Kept short: the home page's HTML is near its size bar (QUALITY.md), and the contact page
 * shows the rest.
 */
export function organization(origin: URL | string): WithContext<Organization> {
  return {
    '@context': CONTEXT,
    '@type': 'Organization',
    name: site.brand,
    url: absolute('/', origin),
    logo: absolute('/favicon.svg', origin),
    sameAs: site.social.map((link) => link.href),
  };
}

/** The site and its name in the page's language (what search results show as the site's name). */
export function webSite(origin: URL | string, homePath: string, inLanguage: string): WithContext<WebSite> {
  return { '@context': CONTEXT, '@type': 'WebSite', name: site.brand, url: absolute(homePath, origin), inLanguage };
}

export interface ArticleFacts {
  title: string;
  description: string;
  path: string;
  image: string;
  author: string;
  published: Date;
  inLanguage: string;
}

/** An idea or a blog post. */
export function article(facts: ArticleFacts, origin: URL | string): WithContext<Article> {
  return {
    '@context': CONTEXT,
    '@type': 'Article',
    headline: facts.title,
    description: facts.description,
    image: [absolute(facts.image, origin)],
    datePublished: facts.published.toISOString(),
    author: { '@type': 'Person', name: facts.author },
    publisher: { '@type': 'Organization', name: site.brand, logo: { '@type': 'ImageObject', url: absolute('/favicon.svg', origin) } },
    mainEntityOfPage: absolute(facts.path, origin),
    inLanguage: facts.inLanguage,
  };
}

export interface ListingFacts {
  kind: 'venue' | 'vendor';
  name: string;
  description: string;
  path: string;
  image: string | null;
  address: { street: string; locality: string | null; region: string | null };
  telephone?: string | null | undefined;
  rating: { average: number; count: number };
  /** The price range in rupees as the page shows it ("₹1,200 – ₹2,000 per plate"), if it shows one. */
  priceRange: string | null;
}

/**
 * A venue (a LocalBusiness that is an EventVenue) or a vendor (a LocalBusiness), with its
 * rating once it has reviews: an AggregateRating of no reviews is not allowed.
 */
export function localBusiness(facts: ListingFacts, origin: URL | string): WithContext<LocalBusiness> {
  const data: WithContext<LocalBusiness> = {
    '@context': CONTEXT,
    '@type': 'LocalBusiness',
    name: facts.name,
    url: absolute(facts.path, origin),
    address: {
      '@type': 'PostalAddress',
      streetAddress: facts.address.street,
      ...(facts.address.locality ? { addressLocality: facts.address.locality } : {}),
      ...(facts.address.region ? { addressRegion: facts.address.region } : {}),
      addressCountry: 'IN',
    },
  };
  if (facts.kind === 'venue') data.additionalType = 'https://schema.org/EventVenue';
  if (facts.description) data.description = facts.description;
  if (facts.image) data.image = absolute(facts.image, origin);
  if (facts.telephone) data.telephone = facts.telephone;
  if (facts.priceRange) data.priceRange = facts.priceRange;
  if (facts.rating.count > 0) {
    data.aggregateRating = {
      '@type': 'AggregateRating',
      ratingValue: Math.round(facts.rating.average * 10) / 10,
      reviewCount: facts.rating.count,
      bestRating: 5,
      worstRating: 1,
    };
  }
  return data;
}

/** A page of questions and their answers. */
export function faqPage(questions: readonly { question: string; answer: string }[]): WithContext<FAQPage> {
  return {
    '@context': CONTEXT,
    '@type': 'FAQPage',
    mainEntity: questions.map(({ question, answer }) => ({ '@type': 'Question', name: question, acceptedAnswer: { '@type': 'Answer', text: answer } })),
  };
}

/** A block as it goes into a <script type="application/ld+json">: `<` escaped, so no text can close the element. */
export function jsonLdText(data: StructuredData): string {
  return JSON.stringify(data).replace(/</g, '\\u003c');
}
