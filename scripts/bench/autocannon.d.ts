// The part of autocannon's API the benchmark uses (the package ships no types).
declare module 'autocannon' {
  type Result = {
    requests: { total: number; average: number };
    duration: number;
    errors: number;
    timeouts: number;
    non2xx: number;
  };
  type Instance = PromiseLike<Result> & {
    on(event: 'response', listener: (client: unknown, status: number, bytes: number, responseTime: number) => void): Instance;
    stop(): void;
  };
  type RawRequest = { method?: string; path?: string; headers?: Record<string, string>; body?: string };
  type Request = { method?: string; path?: string; setupRequest?: (request: RawRequest & { path: string }, context: object) => RawRequest & { path: string } };
  export default function autocannon(options: {
    url: string;
    connections?: number;
    duration?: number;
    amount?: number;
    timeout?: number;
    headers?: Record<string, string>;
    requests?: Request[];
  }): Instance;
}
