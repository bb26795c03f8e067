// The part of autocannon's API the benchmark uses (the package ships no types).
declare module 'autocannon' {
  type Result = {
    requests: { total: number; average: number };
    errors: number;
    timeouts: number;
    non2xx: number;
  };
  type Instance = PromiseLike<Result> & {
    on(event: 'response', listener: (client: unknown, status: number, bytes: number, responseTime: number) => void): Instance;
  };
  export default function autocannon(options: { url: string; connections?: number; duration?: number }): Instance;
}
