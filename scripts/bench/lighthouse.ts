// Lighthouse with its mobile defaults (simulated slow 4G, mid-range phone) in Debian's
// Chromium, several runs per page, reported as medians.
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../chromium.ts';
import { median } from './stats.ts';

const CHROME_FLAGS = ['--headless=new', ...CHROMIUM_FLAGS];

export type LighthouseFigures = {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  requests: number;
  transferBytes: number;
  /** Failed audits of the accessibility, best-practices and SEO categories, for a hint of why. */
  failedAudits: string[];
};

type Chrome = Awaited<ReturnType<typeof chromeLauncher.launch>>;

export async function launchChrome(): Promise<Chrome> {
  return chromeLauncher.launch({ chromePath: CHROMIUM_PATH, chromeFlags: CHROME_FLAGS, logLevel: 'silent' });
}

async function runOnce(chrome: Chrome, url: string, headers?: Record<string, string>): Promise<LighthouseFigures> {
  const result = await lighthouse(url, {
    port: chrome.port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
    extraHeaders: headers ?? null,
  });
  if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
  const { categories, audits } = result.lhr;
  const score = (id: string) => Math.round((categories[id]?.score ?? 0) * 100);
  const numeric = (id: string) => audits[id]?.numericValue ?? NaN;
  const requests = (audits['network-requests']?.details as { items?: unknown[] } | undefined)?.items?.length ?? NaN;
  const failedAudits = ['accessibility', 'best-practices', 'seo'].flatMap((id) =>
    (categories[id]?.auditRefs ?? [])
      .filter((ref) => ref.weight > 0 && audits[ref.id]?.score !== null && (audits[ref.id]?.score ?? 1) < 1)
      .map((ref) => ref.id),
  );
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    lcpMs: numeric('largest-contentful-paint'),
    tbtMs: numeric('total-blocking-time'),
    cls: numeric('cumulative-layout-shift'),
    requests,
    transferBytes: numeric('total-byte-weight'),
    failedAudits,
  };
}

/** The median of each figure over `runs` runs. */
export async function lighthouseMedian(chrome: Chrome, url: string, runs: number, headers?: Record<string, string>): Promise<LighthouseFigures> {
  const results: LighthouseFigures[] = [];
  for (let i = 0; i < runs; i++) results.push(await runOnce(chrome, url, headers));
  const m = (key: Exclude<keyof LighthouseFigures, 'failedAudits'>) => median(results.map((r) => r[key]));
  return {
    performance: m('performance'),
    accessibility: m('accessibility'),
    bestPractices: m('bestPractices'),
    seo: m('seo'),
    lcpMs: m('lcpMs'),
    tbtMs: m('tbtMs'),
    cls: m('cls'),
    requests: m('requests'),
    transferBytes: m('transferBytes'),
    failedAudits: [...new Set(results.flatMap((r) => r.failedAudits))],
  };
}
