// Fails on any import cycle in src/: between folders (sibling folders anywhere in src/: the feature
// modules in src/features, the sections inside a module, the parts of src/server…) and between files,
// and prints which module depends on which. Every import counts: static, dynamic,
// `export … from`, type-only (a type cycle still ties two files together), and those in .astro
// frontmatter and <script> blocks. ESLint's import-x/no-cycle guards each file as it is edited;
// this checks the whole graph at once, modules included. Tests may reach anywhere and are left out.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

const ROOT = fileURLToPath(new URL('..', import.meta.url));

/** Each file (relative path, `/`-separated) and the files it imports. */
export type Graph = Map<string, Set<string>>;

const SOURCE = /\.(ts|tsx|astro)$/;
const TEST = /\.test\.tsx?$/;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return SOURCE.test(entry.name) && !TEST.test(entry.name) ? [path] : [];
  });
}

/** The parts of a file that hold imports: all of a .ts/.tsx file; an .astro file's frontmatter and <script> blocks. */
export function codeOf(path: string, text: string): string[] {
  if (!path.endsWith('.astro')) return [text];
  const frontmatter = /^\s*---\r?\n([\s\S]*?)\r?\n---/.exec(text)?.[1];
  const scripts = [...text.matchAll(/<script\b[^>]*>([\s\S]*?)<\/script>/g)].map((m) => m[1]!);
  return [...(frontmatter === undefined ? [] : [frontmatter]), ...scripts];
}

/** Every module specifier `code` imports, including `import type`, `export … from` and `import()`. */
export function specifiersOf(code: string): string[] {
  return ts.preProcessFile(code, true, true).importedFiles.map((f) => f.fileName);
}

function resolveImport(from: string, specifier: string): string | null {
  if (!specifier.startsWith('./') && !specifier.startsWith('../')) return null; // packages, astro:*
  const base = resolve(dirname(from), specifier.replace(/\?.*$/, ''));
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts')]) {
    if (existsSync(candidate) && statSync(candidate).isFile()) return candidate;
  }
  return null;
}

/** The import graph of the source files under `dir` (paths relative to `root`). */
export function importGraph(dir: string, root = ROOT): Graph {
  const name = (path: string) => relative(root, path).split(sep).join('/');
  const graph: Graph = new Map();
  for (const file of sourceFiles(dir)) {
    const text = readFileSync(file, 'utf8');
    const targets = codeOf(file, text)
      .flatMap(specifiersOf)
      .map((s) => resolveImport(file, s))
      .filter((t): t is string => t !== null && SOURCE.test(t) && !TEST.test(t));
    graph.set(name(file), new Set(targets.map(name)));
  }
  return graph;
}

/** The feature module a file belongs to (`src/features/<module>/…`), or null. */
export function moduleOf(file: string): string | null {
  return /^src\/features\/([^/]+)\//.exec(file)?.[1] ?? null;
}

/** Module → the modules its files import (a module's imports of itself left out). */
export function moduleGraph(files: Graph): Graph {
  const graph: Graph = new Map();
  for (const [file, targets] of files) {
    const from = moduleOf(file);
    if (from === null) continue;
    if (!graph.has(from)) graph.set(from, new Set());
    for (const target of targets) {
      const to = moduleOf(target);
      if (to !== null && to !== from) graph.get(from)!.add(to);
    }
  }
  return graph;
}

/**
 * Folder → the sibling folders its files import. An import joins the two folders just below the
 * deepest folder that holds both files (`src/features/planning/guests/a.ts` importing
 * `src/features/planning/wedding/b.ts` joins `…/planning/guests` → `…/planning/wedding`); an import
 * of a file that sits directly in that folder (a module's root files) joins nothing.
 */
export function folderGraph(files: Graph): Graph {
  const graph: Graph = new Map();
  for (const [file, targets] of files) {
    const from = file.split('/');
    for (const target of targets) {
      const to = target.split('/');
      let shared = 0;
      while (shared < from.length - 1 && shared < to.length - 1 && from[shared] === to[shared]) shared++;
      if (shared === from.length - 1 || shared === to.length - 1) continue;
      const a = from.slice(0, shared + 1).join('/');
      const b = to.slice(0, shared + 1).join('/');
      if (!graph.has(a)) graph.set(a, new Set());
      graph.get(a)!.add(b);
    }
  }
  return graph;
}

/**
 * One cycle for each group of nodes that reach each other (Tarjan's strongly connected
 * components), as a path that returns to its start: ['a', 'b', 'a']. An empty list: no cycle.
 */
export function findCycles(graph: Graph): string[][] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const components: string[][] = [];
  const next = (node: string) => [...(graph.get(node) ?? [])];

  const connect = (node: string) => {
    index.set(node, index.size);
    low.set(node, index.get(node)!);
    stack.push(node);
    onStack.add(node);
    for (const target of next(node)) {
      if (!index.has(target)) {
        connect(target);
        low.set(node, Math.min(low.get(node)!, low.get(target)!));
      } else if (onStack.has(target)) {
        low.set(node, Math.min(low.get(node)!, index.get(target)!));
      }
    }
    if (low.get(node) === index.get(node)) {
      const component: string[] = [];
      let member: string;
      do {
        member = stack.pop()!;
        onStack.delete(member);
        component.push(member);
      } while (member !== node);
      if (component.length > 1 || graph.get(node)?.has(node)) components.push(component);
    }
  };
  for (const node of graph.keys()) if (!index.has(node)) connect(node);

  return components.map((component) => cycleWithin(graph, new Set(component)));
}

/** A shortest path from the component's first node (alphabetically) back to itself, inside the component. */
function cycleWithin(graph: Graph, component: Set<string>): string[] {
  const start = [...component].sort()[0]!;
  const cameFrom = new Map<string, string>();
  const queue = [start];
  while (queue.length > 0) {
    const node = queue.shift()!;
    for (const target of [...(graph.get(node) ?? [])].sort()) {
      if (!component.has(target)) continue;
      if (target === start) {
        const between: string[] = [];
        for (let step = node; step !== start; step = cameFrom.get(step)!) between.unshift(step);
        return [start, ...between, start];
      }
      if (!cameFrom.has(target)) {
        cameFrom.set(target, node);
        queue.push(target);
      }
    }
  }
  return [start, start];
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const files = importGraph(join(ROOT, 'src'));
  const modules = moduleGraph(files);
  console.log('Feature modules and the modules they import:');
  for (const [module, targets] of [...modules].sort(([a], [b]) => a.localeCompare(b))) {
    console.log(`  ${module.padEnd(12)} → ${[...targets].sort().join(', ') || '(none)'}`);
  }
  const moduleCycles = findCycles(modules);
  const folders = folderGraph(files);
  const folderCycles = findCycles(folders);
  const fileCycles = findCycles(files);
  for (const cycle of moduleCycles) console.error(`Module cycle: ${cycle.join(' → ')}`);
  for (const cycle of folderCycles) console.error(`Folder cycle: ${cycle.join(' → ')}`);
  for (const cycle of fileCycles) console.error(`File cycle: ${cycle.join(' → ')}`);
  if (moduleCycles.length + folderCycles.length + fileCycles.length > 0) {
    console.error('Break each cycle: move what both sides need into one of them, or down into src/lib.');
    process.exit(1);
  }
  console.log(`No import cycles among ${files.size} files, ${folders.size} folders and ${modules.size} feature modules in src/.`);
}
