import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { type Graph, findCycles, folderGraph, importGraph, moduleGraph, specifiersOf } from './check-structure.ts';

const graph = (edges: Record<string, string[]>): Graph => new Map(Object.entries(edges).map(([from, to]) => [from, new Set(to)]));

describe('findCycles', () => {
  it('passes a graph without cycles', () => {
    expect(findCycles(graph({ a: ['b', 'c'], b: ['c'], c: [] }))).toEqual([]);
  });

  it('reports a cycle between two nodes as a path back to its start', () => {
    expect(findCycles(graph({ a: ['b'], b: ['a'], c: ['a'] }))).toEqual([['a', 'b', 'a']]);
  });

  it('reports a longer cycle and a file that imports itself, one path each', () => {
    const cycles = findCycles(graph({ a: ['b'], b: ['c'], c: ['a', 'd'], d: ['d'] }));
    expect(cycles).toHaveLength(2);
    expect(cycles).toContainEqual(['a', 'b', 'c', 'a']);
    expect(cycles).toContainEqual(['d', 'd']);
  });
});

describe('moduleGraph', () => {
  it('joins files into their feature modules and finds a cycle no single file pair shows', () => {
    const files = graph({
      'src/features/planning/wedding/wedding.ts': ['src/features/money/tracker/tracker.ts', 'src/lib/dates.ts'],
      'src/features/money/tracker/tracker.ts': ['src/lib/money.ts'],
      'src/features/money/calculator/calculator.ts': ['src/features/planning/guests/guests.ts', 'src/features/money/tracker/tracker.ts'],
      'src/features/planning/guests/guests.ts': [],
      'src/pages/index.astro': ['src/features/planning/wedding/wedding.ts'],
    });
    expect(findCycles(files)).toEqual([]);
    const modules = moduleGraph(files);
    expect(modules).toEqual(graph({ planning: ['money'], money: ['planning'] }));
    expect(findCycles(modules)).toEqual([['money', 'planning', 'money']]);
  });
});

describe('folderGraph', () => {
  it('joins sibling folders at every depth: sections inside a module, and the top folders of src', () => {
    const files = graph({
      'src/features/planning/guests/guests.ts': ['src/features/planning/wedding/functions.ts', 'src/features/planning/index.ts'],
      'src/features/planning/wedding/functions.ts': ['src/features/planning/guests/meals.ts'],
      'src/features/planning/guests/meals.ts': [],
      'src/features/planning/index.ts': ['src/features/planning/wedding/functions.ts'],
      'src/components/Header.astro': ['src/features/catalogue/index.ts'],
      'src/features/catalogue/index.ts': ['src/components/ui/Field.tsx'],
      'src/components/ui/Field.tsx': [],
    });
    expect(findCycles(files)).toEqual([]);
    expect(findCycles(moduleGraph(files))).toEqual([]);
    const folders = folderGraph(files);
    expect(folders).toEqual(
      graph({
        'src/features/planning/guests': ['src/features/planning/wedding'],
        'src/features/planning/wedding': ['src/features/planning/guests'],
        'src/components': ['src/features'],
        'src/features': ['src/components'],
      }),
    );
    expect(findCycles(folders)).toEqual([
      ['src/features/planning/guests', 'src/features/planning/wedding', 'src/features/planning/guests'],
      ['src/components', 'src/features', 'src/components'],
    ]);
  });
});

describe('importGraph', () => {
  let dir = '';
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  const write = (files: Record<string, string>) => {
    dir = mkdtempSync(join(tmpdir(), 'mandap-structure-'));
    for (const [path, text] of Object.entries(files)) {
      mkdirSync(dirname(join(dir, path)), { recursive: true });
      writeFileSync(join(dir, path), text);
    }
  };

  it('counts static, type-only, dynamic and .astro imports (frontmatter and <script>), and leaves tests out', () => {
    write({
      'src/a.ts': "import type { B } from './b.ts';\nexport const a = () => import('./c.ts');\n",
      'src/b.ts': "export type B = 1;\nexport { d } from './d.ts';\n",
      'src/c.ts': "import { x } from 'some-package';\nimport { e } from 'astro:env/server';\nexport const c = [x, e];\n",
      'src/d.ts': 'export const d = 1;\n',
      'src/Page.astro': "---\nimport { a } from './a.ts';\n---\n<p>{a}</p>\n<script>\nimport { d } from './d.ts';\nconsole.log(d);\n</script>\n",
      'src/a.test.ts': "import { a } from './a.ts';\n",
    });
    expect(importGraph(join(dir, 'src'), dir)).toEqual(
      graph({
        'src/Page.astro': ['src/a.ts', 'src/d.ts'],
        'src/a.ts': ['src/b.ts', 'src/c.ts'],
        'src/b.ts': ['src/d.ts'],
        'src/c.ts': [],
        'src/d.ts': [],
      }),
    );
  });

  it('finds a cycle made only of a type import one way', () => {
    write({
      'src/features/one/a.ts': "import type { B } from '../two/b.ts';\nexport type A = B[];\n",
      'src/features/two/b.ts': "import { a } from '../one/a.ts';\nexport type B = typeof a;\n",
    });
    const files = importGraph(join(dir, 'src'), dir);
    expect(findCycles(files)).toEqual([['src/features/one/a.ts', 'src/features/two/b.ts', 'src/features/one/a.ts']]);
    expect(findCycles(moduleGraph(files))).toEqual([['one', 'two', 'one']]);
  });

  it('reads specifiers without being fooled by comments or strings', () => {
    expect(specifiersOf("// import { x } from './nope.ts';\nconst s = \"import('./nope.ts')\";\nimport './yes.ts';\n")).toEqual(['./yes.ts']);
  });
});
