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

export async function loadTest(base: string, path: string, seconds = 10, connections = 50): Promise<LoadFigures> {
  const latencies: number[] = [];
  const instance = autocannon({ url: base + path, connections, duration: seconds });
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
