// The README is what a newcomer reads first, so it stays short, opens with the two commands
// that run and test everything, and its structure tree names every folder of src/ (a folder
// added without a line there fails here). The tree is the first code block under
// "## Structure": two spaces of indent per level; a line starts with one or more folders
// (tokens ending in "/", which may name nested folders, "a/b/"), siblings of each other, and
// the folders on the lines below it belong to its first folder.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '..');
const readme = readFileSync(join(root, 'README.md'), 'utf8');

const OPENING = [
  '```',
  'npm install && npm start   # builds and serves http://localhost:4321 on a local libSQL file with demo data',
  'npm test                   # every test: unit, integration, end-to-end in Chromium',
  '```',
];

/** Every folder the tree names (each prefix of a nested token too), as paths from the repository root. */
function treeFolders(markdown: string): Set<string> {
  const section = markdown.split(/^## Structure$/m)[1];
  if (!section) throw new Error('README has no "## Structure" section');
  const block = /^```\n([\s\S]*?)^```$/m.exec(section)?.[1];
  if (!block) throw new Error('"## Structure" has no code block');
  const folders = new Set<string>();
  const parents: { depth: number; path: string }[] = [];
  for (const line of block.split('\n')) {
    if (!line.trim()) continue;
    const indent = line.length - line.trimStart().length;
    const tokens: string[] = [];
    for (const word of line.trim().split(/\s+/)) {
      if (!word.endsWith('/')) break;
      tokens.push(word.slice(0, -1));
    }
    if (tokens.length === 0) continue; // a phrase carried on to a second line
    while (parents.length && parents.at(-1)!.depth >= indent) parents.pop();
    const base = parents.at(-1)?.path;
    for (const token of tokens) {
      let path = base;
      for (const segment of token.split('/')) {
        path = path ? `${path}/${segment}` : segment;
        folders.add(path);
      }
    }
    parents.push({ depth: indent, path: base ? `${base}/${tokens[0]}` : tokens[0]! });
  }
  return folders;
}

/** Every folder under `dir`, recursively, without node_modules or hidden folders. */
function foldersUnder(dir: string): string[] {
  return readdirSync(join(root, dir), { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && entry.name !== 'node_modules' && !entry.name.startsWith('.'))
    .flatMap((entry) => [`${dir}/${entry.name}`, ...foldersUnder(`${dir}/${entry.name}`)]);
}

describe('the README', () => {
  it('is at most 250 lines', () => {
    expect(readme.trimEnd().split('\n').length).toBeLessThanOrEqual(250);
  });

  it('opens with the commands that run and test everything', () => {
    expect(readme.split('\n').slice(0, OPENING.length)).toEqual(OPENING);
  });

  it('names every folder of src/ in its structure tree', () => {
    const named = treeFolders(readme);
    expect(foldersUnder('src').filter((folder) => !named.has(folder))).toEqual([]);
  });

  it('names only folders that exist', () => {
    const missing = [...treeFolders(readme)].filter((folder) => !existsSync(join(root, folder)) || !statSync(join(root, folder)).isDirectory());
    expect(missing).toEqual([]);
  });
});

describe('treeFolders', () => {
  const tree = (lines: string[]) => ['## Structure', '', '```', ...lines, '```', ''].join('\n');

  it('nests folders by indent, under the first folder of the line above', () => {
    const folders = treeFolders(
      tree(['src/        code', '  pages/    routes', '    api/[id]/ art/  endpoints and art', '      more', '  lib/      helpers', 'tests/']),
    );
    expect([...folders].sort()).toEqual(['src', 'src/lib', 'src/pages', 'src/pages/api', 'src/pages/api/[id]', 'src/pages/art', 'tests']);
  });

  it('leaves out a folder the tree does not name', () => {
    expect(treeFolders(tree(['src/', '  pages/'])).has('src/lib')).toBe(false);
  });
});
