// Load on a read endpoint from autocannon over loopback, bounded in time. autocannon
// reports p97.5 but not p95, so the latency of every response is kept.
import autocannon from 'autocannon';
import { percentile } from './stats.ts';

const round = (ms: number) => Math.round(ms * 10) / 10;

export type LoadFigures = {
  path: string;
  requests: number;
  rps: number;
  p50: number;
  p95: number;
  p99: number;
  errors: number;
};

/**
 * `extra` is either `vary`, which makes a new path for every request (unique queries; `path`
 * then only names the scenario and is the first request), or request headers (e.g. a session
 * cookie, for private read endpoints).
 */
export async function loadTest(
  base: string,
  path: string,
  seconds = 10,
  connections = 50,
  extra?: (() => string) | Record<string, string>,
): Promise<LoadFigures> {
  const latencies: number[] = [];
  const vary = typeof extra === 'function' ? extra : undefined;
  const headers = typeof extra === 'object' ? extra : {};
  const instance = autocannon({
    url: base + path,
    connections,
    duration: seconds,
    headers: { 'accept-encoding': 'br, gzip', ...headers },
    ...(vary ? { requests: [{ method: 'GET', path, setupRequest: (request: { path: string }) => ({ ...request, path: vary() }) }] } : {}),
  });
  instance.on('response', (_client: unknown, _status: number, _bytes: number, responseTime: number) => {
    latencies.push(responseTime);
  });
  const result = await instance;
  return {
    path,
    requests: result.requests.total,
    rps: Math.round(result.requests.average),
    p50: round(percentile(latencies, 50)),
    p95: round(percentile(latencies, 95)),
    p99: round(percentile(latencies, 99)),
    errors: result.errors + result.timeouts + result.non2xx,
  };
}
