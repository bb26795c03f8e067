// The checks an article passes before it is published, on the files under content/: every image
// has alt text (the cover's and those in the text), the summary fits in 160 characters, every
// internal link leads somewhere (a page of the site, an idea, a post, or a venue or vendor the
// catalogue has) and the category is a known one. Photo categories: every photo has a title (its
// alt text), and every picture is generated gallery art or an uploaded file that exists. The
// build runs it (contentCheck below) and so does `npm run check`, so CI refuses what the editor
// would: each problem names file and field.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { parse as parseYaml } from 'yaml';
import { z } from 'astro/zod';
import type { AstroIntegration } from 'astro';
import { blogPostSchema, ideaSchema, type ImageField } from '../src/features/content/editorial.schema.ts';
import { articleTranslationSchema } from '../src/features/content/translations.schema.ts';
import { photoCategorySchema } from '../src/features/content/photo-categories.schema.ts';
import { VENUES_PER_SCALE } from './seed/venues.ts';
import { VENDORS_PER_SCALE } from './seed/vendors.ts';

export interface Problem {
  /** The file, relative to the project's root. */
  file: string;
  /** The frontmatter field, or `body line N`. */
  field: string;
  message: string;
}

/** What links may point at. Venues and vendors: the ids of the seeded catalogue (scale 1). */
export interface LinkTargets {
  routes: RegExp[];
  ideas: Set<string>;
  posts: Set<string>;
  blogCategories: Set<string>;
  venueCount: number;
  vendorCount: number;
}

const mdxFiles = (dir: string): string[] => (existsSync(dir) ? readdirSync(dir).filter((name) => name.endsWith('.mdx')) : []);

/** Front matter and body of an MDX file; `bodyLine` is the line the body starts on. */
export function splitFrontmatter(text: string): { data: unknown; body: string; bodyLine: number } {
  const match = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?/.exec(text);
  if (!match) return { data: {}, body: text, bodyLine: 1 };
  return { data: parseYaml(match[1]!) ?? {}, body: text.slice(match[0].length), bodyLine: match[0].split('\n').length };
}

/** The site's routes from the files under src/pages, as patterns for a path without /hi. */
export function pageRoutes(pagesDir: string): RegExp[] {
  const routes: RegExp[] = [];
  const walk = (dir: string, prefix: string[]) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      if (entry.name.startsWith('_')) continue;
      if (entry.isDirectory()) {
        walk(join(dir, entry.name), [...prefix, entry.name]);
        continue;
      }
      const name = entry.name.replace(/\.(astro|ts|js|md|mdx)$/, '');
      if (name === entry.name || name.endsWith('.test')) continue;
      const segments = [...prefix, ...(name === 'index' ? [] : [name])];
      // A catch-all answers 404 for what is not there: it proves nothing about a link.
      if (segments.some((segment) => segment.startsWith('[...'))) continue;
      const pattern = segments.map((segment) => (/^\[.+\]$/.test(segment) ? '[^/]+' : segment.replace(/[.*+?^${}()|\\]/g, '\\$&'))).join('/');
      routes.push(new RegExp(`^/${pattern}$`));
    }
  };
  walk(pagesDir, []);
  return routes;
}

/** What links in the content at `root` may point at; the pages are those of `siteRoot` (the same folder, but for a copy of content/). */
export function linkTargets(root: string, siteRoot = root): LinkTargets {
  const slugs = (dir: string) => new Set(mdxFiles(join(root, dir)).map((name) => name.replace(/\.mdx$/, '')));
  const categories = parseYaml(readFileSync(join(root, 'content/blog/categories.yaml'), 'utf8')) as Record<string, unknown>;
  return {
    routes: pageRoutes(join(siteRoot, 'src/pages')),
    ideas: slugs('content/ideas'),
    posts: slugs('content/blog/posts'),
    blogCategories: new Set(Object.keys(categories)),
    venueCount: VENUES_PER_SCALE,
    vendorCount: VENDORS_PER_SCALE,
  };
}

/** Why an internal link leads nowhere, or null when it leads somewhere. */
export function brokenLink(href: string, targets: LinkTargets): string | null {
  const path = href.replace(/[?#].*$/, '').replace(/\/$/, '') || '/';
  const bare = path === '/hi' ? '/' : path.replace(/^\/hi(?=\/)/, '');
  const venue = /^\/venues\/[^/]+\/(\d+)$/.exec(bare);
  if (venue) return Number(venue[1]) >= 1 && Number(venue[1]) <= targets.venueCount ? null : `no venue has the id ${venue[1]}`;
  const vendor = /^\/vendors\/(?:[^/]+\/[^/]+\/)?(\d+)$/.exec(bare);
  if (vendor) return Number(vendor[1]) >= 1 && Number(vendor[1]) <= targets.vendorCount ? null : `no vendor has the id ${vendor[1]}`;
  const idea = /^\/ideas\/([^/]+)$/.exec(bare);
  if (idea) return targets.ideas.has(idea[1]!) ? null : `no idea is called "${idea[1]}"`;
  const category = /^\/blog\/category\/([^/]+)$/.exec(bare);
  if (category) return targets.blogCategories.has(category[1]!) ? null : `no blog category is called "${category[1]}"`;
  const post = /^\/blog\/([^/]+)$/.exec(bare);
  if (post) return targets.posts.has(post[1]!) ? null : `no blog post is called "${post[1]}"`;
  return targets.routes.some((route) => route.test(bare)) ? null : 'no page has this address';
}

const lineOf = (text: string, index: number) => text.slice(0, index).split('\n').length;

/** Images without alt text and internal links that lead nowhere, in an article's text. */
export function checkBody(file: string, body: string, firstLine: number, targets: LinkTargets): Problem[] {
  const problems: Problem[] = [];
  const at = (index: number) => `body line ${firstLine + lineOf(body, index) - 1}`;
  const images = /!\[([^\]]*)\]\(\s*<?([^)\s>]+)[^)]*\)/g;
  for (const match of body.matchAll(images)) {
    if (match[1]!.trim() === '') problems.push({ file, field: at(match.index), message: `the image ${match[2]} has no alt text` });
  }
  for (const match of body.matchAll(/<(img|Image)\b([^>]*)>/g)) {
    if (!/\balt\s*=\s*("\s*[^"\s][^"]*"|'\s*[^'\s][^']*'|\{[^}]+\})/.test(match[2]!)) {
      problems.push({ file, field: at(match.index), message: `an <${match[1]}> has no alt text` });
    }
  }
  const links = [
    ...[...body.replace(images, (image) => ' '.repeat(image.length)).matchAll(/\]\(\s*<?(\/[^)\s>]*)/g)].map((m) => ({ href: m[1]!, index: m.index })),
    ...[...body.matchAll(/\bhref\s*=\s*["'](\/[^"']*)["']/g)].map((m) => ({ href: m[1]!, index: m.index })),
  ];
  for (const { href, index } of links) {
    if (href.startsWith('//')) continue;
    const why = brokenLink(href, targets);
    if (why) problems.push({ file, field: at(index), message: `the link ${href} is broken: ${why}` });
  }
  for (const match of body.matchAll(/<ListingLink\b([^>]*)\/?>/g)) {
    const kind = /\bkind\s*=\s*["'](venue|vendor)["']/.exec(match[1]!)?.[1];
    const id = /\bid\s*=\s*(?:\{\s*(\d+)\s*\}|["'](\d+)["'])/.exec(match[1]!);
    const label = /\blabel\s*=\s*["']\s*[^"'\s]/.test(match[1]!);
    const number = id?.[1] ?? id?.[2];
    if (!kind || !number || !label) {
      problems.push({ file, field: at(match.index), message: 'a <ListingLink> needs kind="venue" or kind="vendor", a numeric id and a label' });
      continue;
    }
    const why = brokenLink(kind === 'venue' ? `/venues/wedding/${number}` : `/vendors/${number}`, targets);
    if (why) problems.push({ file, field: at(match.index), message: `the ${kind} link is broken: ${why}` });
  }
  return problems;
}

/**
 * A picture is generated art or an uploaded file (`z.union([art, image()])`): when it is neither,
 * the upload's problem ("does not exist") is the one to tell, not zod's "Invalid input".
 */
function issuesOf(issue: z.core.$ZodIssue): z.core.$ZodIssue[] {
  if (issue.code !== 'invalid_union' || issue.errors.length === 0) return [issue];
  return issue.errors.at(-1)!.flatMap((inner) => issuesOf({ ...inner, path: [...issue.path, ...inner.path] }));
}

/** The frontmatter's (or a data file's) problems under a schema, one per field. */
function checkFields(file: string, data: unknown, schema: z.ZodType): Problem[] {
  const result = schema.safeParse(data);
  if (result.success) return [];
  return result.error.issues.flatMap(issuesOf).map((issue) => ({
    file,
    field: issue.path.length > 0 ? issue.path.join('.') : issue.code === 'unrecognized_keys' ? issue.keys.join(', ') : '(frontmatter)',
    message: issue.code === 'unrecognized_keys' ? `unknown field: ${issue.keys.join(', ')}` : issue.message,
  }));
}

/** The image field outside Astro: a path relative to the entry that names an existing file. */
function imageBeside(path: string): ImageField {
  return () => z.string().refine((src) => existsSync(join(dirname(path), src)), { error: (issue) => `the image ${String(issue.input)} does not exist` });
}

/** Every problem in the content of the project at `root` (or a fixture folder shaped like it). */
export function checkContent(root: string, targets: LinkTargets = linkTargets(root)): Problem[] {
  const problems: Problem[] = [];
  const check = (dir: string, schema: (image: ImageField) => z.ZodType) => {
    for (const name of mdxFiles(join(root, dir))) {
      const path = join(root, dir, name);
      const file = relative(root, path);
      const { data, body, bodyLine } = splitFrontmatter(readFileSync(path, 'utf8'));
      problems.push(...checkFields(file, data, schema(imageBeside(path))), ...checkBody(file, body, bodyLine, targets));
    }
  };
  check('content/ideas', ideaSchema);
  check('content/blog/posts', (image) =>
    blogPostSchema(image).extend({
      category: z.string().refine((slug) => targets.blogCategories.has(slug), {
        error: (issue) => `category "${String(issue.input)}" is not one of: ${[...targets.blogCategories].join(', ')}`,
      }),
    }),
  );
  check('content/ideas/hi', () => articleTranslationSchema);
  check('content/blog/hi', () => articleTranslationSchema);
  const photos = join(root, 'content/photos');
  for (const name of existsSync(photos) ? readdirSync(photos).filter((name) => name.endsWith('.yaml')) : []) {
    const path = join(photos, name);
    problems.push(...checkFields(relative(root, path), parseYaml(readFileSync(path, 'utf8')), photoCategorySchema(imageBeside(path))));
  }
  return problems;
}

export function formatProblems(problems: readonly Problem[]): string {
  return problems.map(({ file, field, message }) => `${file}: ${field}: ${message}`).join('\n');
}

/** Refuses to build a site whose content fails the checks (and tells the editor where). */
export function contentCheck(): AstroIntegration {
  return {
    name: 'mandap:content-check',
    hooks: {
      'astro:build:start': () => {
        const problems = checkContent(process.cwd());
        if (problems.length > 0) throw new Error(`The content does not pass its checks:\n${formatProblems(problems)}`);
      },
    },
  };
}
