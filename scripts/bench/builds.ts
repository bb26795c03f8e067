// Build times: the default build (the demo catalogue) and builds against catalogues 10 and 334
// times larger, whose ratios to the default show that the build does not grow with the data
// (pre-rendered pages must not be one per listing). Bars in BARS.
import { spawnSync } from 'node:child_process';
import { BARS } from './bars.ts';
import { markdownTable, verdict } from './markdown.ts';

export type ScaledBuild = { scale: number; venues: number; seconds: number; ratio: number };
export type BuildFigures = { defaultSeconds: number; venues: number; runs: number; scaled: ScaledBuild[] };

/**
 * Seconds `npm run build` (the node build, into dist/) takes against `databasePath`: the fastest
 * of `runs` builds, since on a shared machine a build is only ever slowed down by its neighbours.
 */
export function timeBuild(databasePath: string, runs: number): number {
  let fastest = Infinity;
  for (let run = 0; run < runs; run++) {
    const started = performance.now();
    const result = spawnSync('npm', ['run', 'build'], {
      stdio: ['ignore', 'ignore', 'inherit'],
      env: { ...process.env, DATABASE_URL: `file:${databasePath}`, ASTRO_TELEMETRY_DISABLED: '1' },
    });
    if (result.status !== 0) throw new Error('The build failed');
    fastest = Math.min(fastest, (performance.now() - started) / 1000);
  }
  return fastest;
}

/** The bar of a build at `scale` against the default build: ≤ 1.1× at 10 × the data, ≤ 1.3× beyond. */
export const ratioBar = (scale: number) => (scale <= 10 ? BARS.scaledBuildRatio10 : BARS.scaledBuildRatio);

export function buildsMarkdown(figures: BuildFigures): string {
  const rows: (string | number)[][] = [
    [
      'Demo data',
      figures.venues.toLocaleString('en'),
      `${figures.defaultSeconds.toFixed(1)} s`,
      '1.00×',
      `≤ ${BARS.buildSeconds} s`,
      verdict(figures.defaultSeconds <= BARS.buildSeconds),
    ],
    ...figures.scaled.map(({ scale, venues, seconds, ratio }) => [
      `Scale ${scale}`,
      venues.toLocaleString('en'),
      `${seconds.toFixed(1)} s`,
      `${ratio.toFixed(2)}×`,
      `≤ ${ratioBar(scale)}×`,
      verdict(ratio <= ratioBar(scale)),
    ]),
  ];
  return [
    '## Build times',
    '',
    `\`npm run build\` against each catalogue, the fastest of ${figures.runs} build${figures.runs === 1 ? '' : 's'}; the ratio is to the build against the demo data.`,
    '',
    markdownTable(['Catalogue', 'Venues', 'Build', 'Ratio', 'Bar', 'Status'], rows),
    '',
  ].join('\n');
}

export function buildsSummary(figures: BuildFigures): string {
  const parts = figures.scaled.map(
    ({ scale, ratio }) => `scale ${scale} ${ratio.toFixed(2)}× (bar ≤ ${ratioBar(scale)}×) ${verdict(ratio <= ratioBar(scale))}`,
  );
  return `Build: ${figures.defaultSeconds.toFixed(1)} s (bar ≤ ${BARS.buildSeconds} s) ${verdict(figures.defaultSeconds <= BARS.buildSeconds)}${parts.length ? `; ${parts.join('; ')}` : ''}`;
}
