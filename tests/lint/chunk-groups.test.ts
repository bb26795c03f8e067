// The build's chunk groups (astro.config.mjs) name modules by path: a module that moves leaves its
// group behind, and its pages back to many small script requests (when the features moved into
// catalogue/ and marketplace/, the venue list went from 11 scripts to 15, and 29 requests).
import { readdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import config from '../../astro.config.mjs';

type Group = { name: string; test: RegExp };

function files(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => (entry.isDirectory() ? files(join(dir, entry.name)) : [resolve(dir, entry.name)]));
}

describe('the build’s chunk groups', () => {
  const output = config.vite?.build?.rolldownOptions?.output as { codeSplitting: { groups: Group[] } };
  const groups = output.codeSplitting.groups;
  const sources = files('src').filter((path) => !/\.test\.tsx?$/.test(path));

  it('each module a group names exists where the group looks for it', () => {
    // Our groups (not React's, which are packages): every file name in the pattern (a name
    // followed by `|`, `)` or the extension, not a folder) is a module the group takes.
    const ours = groups.filter((group) => !group.test.source.startsWith('node_modules'));
    expect(ours.map((group) => group.name)).toEqual(['site', 'detail', 'lists', 'venue-rules', 'cards']);
    for (const group of ours) {
      const taken = new Set(sources.filter((path) => group.test.test(path)).map((path) => path.replace(/^.*[\\/]|\.tsx?$/g, '')));
      const named = [...group.test.source.matchAll(/([A-Za-z][\w-]*)(?=[|)]|\\\.)/g)].map((match) => match[1] ?? '');
      expect(named.length, group.name).toBeGreaterThan(1);
      for (const name of named) expect(taken.has(name), `${group.name} names ${name}, which it does not take`).toBe(true);
    }
  });
});
