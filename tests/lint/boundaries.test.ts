// Each import boundary of eslint.config.js, shown to report a violation where it claims to and
// to let the allowed forms through. A config change that drops a rule, or a later block that
// replaces a rule's options for some file type, fails here.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { ESLint } from 'eslint';
import { afterAll, describe, expect, it } from 'vitest';

const repoRoot = join(import.meta.dirname, '..', '..');
const eslint = new ESLint({ cwd: repoRoot });

// Each boundary by its rule and its message (no-restricted-imports holds two of them).
const MODULE_INTERNALS = expect.stringMatching(/^import-x\/no-restricted-paths: .*not its internals/);
const OWN_INDEX = expect.stringMatching(/^import-x\/no-restricted-paths: .*not the module's index/);
const LIB_TO_FEATURES = expect.stringMatching(/^import-x\/no-restricted-paths: .*src\/lib is shared/);
const SERVER_FROM_BROWSER = expect.stringMatching(/^no-restricted-imports: .*Browser code must not import server-only/);
const CATALOGUE_IN_BROWSER = expect.stringMatching(/^no-restricted-imports: .*takes its messages as props/);
const ALIAS = expect.stringMatching(/^no-restricted-imports: .*by a relative path/);
const CYCLE = expect.stringMatching(/^import-x\/no-cycle: /);

/** The rules and messages reporting on `code` as if it lived at `filePath` (relative to the repository). */
async function rulesReported(code: string, filePath: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: join(repoRoot, filePath) });
  const messages = result!.messages;
  // A parse error would make every "passes" case pass for the wrong reason.
  expect(messages.filter((m) => m.fatal)).toEqual([]);
  return messages.map((m) => `${m.ruleId}: ${m.message}`);
}

const frontmatter = (code: string) => `---\n${code}---\n\n<p>probe</p>\n`;
const clientScript = (code: string) => `<p>probe</p>\n\n<script>\n${code}</script>\n`;

describe('module boundaries: outside a module, only its index files and components', () => {
  it('reports module internals imported from a page', async () => {
    const code = frontmatter("import { venueMessages } from '../../features/catalogue/venues/venues.ts';\nconsole.log(venueMessages);\n");
    expect(await rulesReported(code, 'src/pages/venues/probe.astro')).toContainEqual(MODULE_INTERNALS);
  });

  it('reports module internals imported from another module', async () => {
    const code = "import { venueMessages } from '../../catalogue/venues/venues.ts';\nconsole.log(venueMessages);\n";
    expect(await rulesReported(code, 'src/features/planning/wedding/probe.ts')).toContainEqual(MODULE_INTERNALS);
  });

  it('reports module internals imported from a component', async () => {
    const code = frontmatter("import { venueMessages } from '../features/catalogue/venues/venues.ts';\nconsole.log(venueMessages);\n");
    expect(await rulesReported(code, 'src/components/Probe.astro')).toContainEqual(MODULE_INTERNALS);
  });

  it('reports module internals imported from an island of another module', async () => {
    const code = "import { venueMessages } from '../../catalogue/venues/venues.ts';\nexport const probe = venueMessages;\n";
    expect(await rulesReported(code, 'src/features/planning/guests/GuestProbe.tsx')).toContainEqual(MODULE_INTERNALS);
  });

  it('reports module internals imported from an .astro client script', async () => {
    const code = clientScript("import { venueMessages } from '../features/catalogue/venues/venues.ts';\nconsole.log(venueMessages);\n");
    expect(await rulesReported(code, 'src/components/Probe.astro')).toContainEqual(MODULE_INTERNALS);
  });

  it("reports a module's own index imported from inside it", async () => {
    const index = "import { guestMessages } from '../index.ts';\nconsole.log(guestMessages);\n";
    const serverIndex = "import { listGuests } from '../index.server.ts';\nconsole.log(listGuests);\n";
    expect(await rulesReported(index, 'src/features/planning/wedding/probe.ts')).toContainEqual(OWN_INDEX);
    expect(await rulesReported(serverIndex, 'src/features/planning/wedding/probe.server.ts')).toContainEqual(OWN_INDEX);
  });

  it('passes index files, components and relative imports inside a module', async () => {
    const page = frontmatter(
      [
        "import { venueMessages } from '../../features/catalogue/index.ts';",
        "import { findCity } from '../../features/catalogue/index.server.ts';",
        "import VenueGrid from '../../features/catalogue/venues/VenueGrid.astro';",
        "import { VenueCard } from '../../features/catalogue/venues/VenueCard.tsx';",
        'console.log(venueMessages, findCity, VenueGrid, VenueCard);',
        '',
      ].join('\n'),
    );
    expect(await rulesReported(page, 'src/pages/venues/probe.astro')).toEqual([]);
    const inside = "import { venueMessages } from '../venues/venues.ts';\nconsole.log(venueMessages);\n";
    expect(await rulesReported(inside, 'src/features/catalogue/search/probe.ts')).toEqual([]);
  });

  it('lets tests reach internals', async () => {
    const code = "import { venueMessages } from '../../catalogue/venues/venues.ts';\nconsole.log(venueMessages);\n";
    expect(await rulesReported(code, 'src/features/planning/wedding/probe.test.ts')).toEqual([]);
  });
});

describe('imports inside src/ are relative', () => {
  it('reports the @/ alias, which the path zones could not resolve, in server and browser code', async () => {
    const code = "import { venueMessages } from '@/features/catalogue/venues/venues.ts';\nexport const probe = venueMessages;\n";
    expect(await rulesReported(code, 'src/features/planning/wedding/probe.ts')).toContainEqual(ALIAS);
    expect(await rulesReported(code, 'src/features/planning/guests/GuestProbe.tsx')).toContainEqual(ALIAS);
  });
});

describe('server/browser boundary', () => {
  it('reports a server module imported from a .tsx island', async () => {
    const code = "import { guestCountOf } from './guests.server.ts';\nexport const probe = guestCountOf;\n";
    expect(await rulesReported(code, 'src/features/planning/guests/GuestProbe.tsx')).toContainEqual(SERVER_FROM_BROWSER);
  });

  it('reports src/server and astro:env/server imported from an island', async () => {
    const server = "import { IMMUTABLE } from '../../../server/caching.ts';\nexport const probe = IMMUTABLE;\n";
    const env = "import { SITE_URL } from 'astro:env/server';\nexport const probe = SITE_URL;\n";
    expect(await rulesReported(server, 'src/features/planning/guests/GuestProbe.tsx')).toContainEqual(SERVER_FROM_BROWSER);
    expect(await rulesReported(env, 'src/features/planning/guests/GuestProbe.tsx')).toContainEqual(SERVER_FROM_BROWSER);
  });

  it("reports another module's index.server.ts imported from an island (both boundaries at once)", async () => {
    const code =
      "import { findCity } from '../../catalogue/index.server.ts';\nimport { venueMessages } from '../../catalogue/venues/venues.ts';\nexport const probe = [findCity, venueMessages];\n";
    const rules = await rulesReported(code, 'src/features/planning/guests/GuestProbe.tsx');
    expect(rules).toContainEqual(SERVER_FROM_BROWSER);
    expect(rules).toContainEqual(MODULE_INTERNALS);
  });

  it('reports a server module imported from an .astro client script', async () => {
    const code = clientScript("import { IMMUTABLE } from '../../../server/caching.ts';\nconsole.log(IMMUTABLE);\n");
    expect(await rulesReported(code, 'src/features/catalogue/listings/Probe.astro')).toContainEqual(SERVER_FROM_BROWSER);
  });

  it('reports a server module imported from src/lib', async () => {
    const code = "import { IMMUTABLE } from '../server/caching.ts';\nexport const probe = IMMUTABLE;\n";
    expect(await rulesReported(code, 'src/lib/probe.ts')).toContainEqual(SERVER_FROM_BROWSER);
  });

  it('reports a message catalogue imported by an island or a page script, and passes it as a type or in frontmatter', async () => {
    const value = "import { guestsMessages } from './messages.ts';\nexport const probe = guestsMessages;\n";
    expect(await rulesReported(value, 'src/features/planning/guests/GuestProbe.tsx')).toContainEqual(CATALOGUE_IN_BROWSER);
    const script = clientScript("import { shellMessages } from '../../../layouts/messages.ts';\nconsole.log(shellMessages);\n");
    expect(await rulesReported(script, 'src/features/catalogue/listings/Probe.astro')).toContainEqual(CATALOGUE_IN_BROWSER);
    const type = "import type { guestsMessages } from './messages.ts';\nexport type Probe = typeof guestsMessages;\n";
    expect(await rulesReported(type, 'src/features/planning/guests/GuestProbe.tsx')).not.toContainEqual(CATALOGUE_IN_BROWSER);
    const server = frontmatter("import { shellMessages } from '../../../layouts/messages.ts';\nconsole.log(shellMessages);\n");
    expect(await rulesReported(server, 'src/features/catalogue/listings/Probe.astro')).not.toContainEqual(CATALOGUE_IN_BROWSER);
  });

  it('passes type-only imports and server imports in .astro frontmatter', async () => {
    const types = "import type { GuestCursor } from './guests.server.ts';\nexport type Probe = GuestCursor;\n";
    expect(await rulesReported(types, 'src/features/planning/guests/GuestProbe.tsx')).toEqual([]);
    const server = frontmatter("import { IMMUTABLE } from '../../../server/caching.ts';\nconsole.log(IMMUTABLE);\n");
    expect(await rulesReported(server, 'src/features/catalogue/listings/Probe.astro')).toEqual([]);
  });
});

describe('src/lib does not import the features', () => {
  it('reports a module entry imported from src/lib', async () => {
    const code = "import { venueMessages } from '../features/catalogue/index.ts';\nexport const probe = venueMessages;\n";
    expect(await rulesReported(code, 'src/lib/probe.ts')).toContainEqual(LIB_TO_FEATURES);
  });

  it('passes src/lib importing src/lib', async () => {
    const code = "import { formatRupees } from './money.ts';\nexport const probe = formatRupees;\n";
    expect(await rulesReported(code, 'src/lib/probe.ts')).toEqual([]);
  });
});

describe('import cycles', () => {
  const dir = mkdtempSync(join(repoRoot, 'src', 'lib', 'cycle-fixture-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('reports two files importing each other', async () => {
    writeFileSync(join(dir, 'a.ts'), "import { b } from './b.ts';\nexport const a = () => b();\n");
    writeFileSync(join(dir, 'b.ts'), "import { a } from './a.ts';\nexport const b = () => a();\n");
    const a = relative(repoRoot, join(dir, 'a.ts'));
    expect(await rulesReported("import { b } from './b.ts';\nexport const a = () => b();\n", a)).toContainEqual(CYCLE);
  });

  it('passes a one-way import', async () => {
    writeFileSync(join(dir, 'c.ts'), 'export const c = 1;\n');
    const d = relative(repoRoot, join(dir, 'd.ts'));
    expect(await rulesReported("import { c } from './c.ts';\nexport const d = c;\n", d)).toEqual([]);
  });
});
