// Copy-paste check: jscpd (settings in .jscpd.json) over src/ and scripts/, failing when more
// than MAX_CLONES pairs of duplicated code are found, or any pair in application code (src/
// outside tests) that ALLOWED does not name. Shared code belongs in one place: the owning
// module, src/lib or src/components. What may stay: tests' and scripts' set-up boilerplate.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const MAX_CLONES = 15;

/**
 * Application files whose clones are known and left, each with the reason. Every entry is
 * work to do, not a licence: delete it when the clone goes.
 */
export const ALLOWED: Record<string, string> = {};

/** Application code: src/ except tests and the test set-up. */
export const isApplicationCode = (file: string) => file.startsWith('src/') && !/\.test\.tsx?$/.test(file);
const ROOT = fileURLToPath(new URL('..', import.meta.url));

type Clone = { format: string; firstFile: { name: string; start: number; end: number }; secondFile: { name: string; start: number; end: number } };

/** The duplicated pairs jscpd finds in `paths`. */
export function findClones(paths: readonly string[] = ['src', 'scripts']): Clone[] {
  const out = mkdtempSync(join(tmpdir(), 'mandap-jscpd-'));
  try {
    const run = spawnSync(process.execPath, [join(ROOT, 'node_modules/jscpd/bin/jscpd'), ...paths, '--reporters', 'json', '--output', out, '--silent'], {
      cwd: ROOT,
      encoding: 'utf8',
    });
    if (run.status !== 0) throw new Error(`jscpd failed (${run.status}):\n${run.stdout}\n${run.stderr}`);
    return (JSON.parse(readFileSync(join(out, 'jscpd-report.json'), 'utf8')) as { duplicates: Clone[] }).duplicates;
  } finally {
    rmSync(out, { recursive: true, force: true });
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const clones = findClones();
  for (const c of clones)
    console.log(`${c.firstFile.name}:${c.firstFile.start}-${c.firstFile.end}  ≈  ${c.secondFile.name}:${c.secondFile.start}-${c.secondFile.end}`);
  console.log(`${clones.length} duplicated pairs (at most ${MAX_CLONES}).`);
  const inApplication = clones.filter((c) => [c.firstFile.name, c.secondFile.name].some((f) => isApplicationCode(f) && !(f in ALLOWED)));
  for (const c of inApplication) console.error(`In application code (move it to one place): ${c.firstFile.name} ≈ ${c.secondFile.name}`);
  if (clones.length > MAX_CLONES || inApplication.length > 0) process.exit(1);
}
