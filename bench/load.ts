import autocannon from 'autocannon';

export type LoadResult = {
  name: string;
  path: string;
  headers: Record<string, string>;
  connections: number;
  durationSeconds: number;
  requestsPerSecond: number;
  latencyMs: { p50: number; p90: number; p99: number; max: number };
  non2xx: number;
  errors: number;
};

/**
 * One autocannon run after a warm-up at the same concurrency, so the measured window sees the
 * steady state (JIT, lazily loaded route modules, a heap sized for 50 responses in flight) rather
 * than the server's first seconds under that load.
 */
export async function measure(base: string, name: string, path: string, options: { connections?: number; duration?: number; headers?: Record<string, string> } = {}): Promise<LoadResult> {
  const connections = options.connections ?? 50;
  const duration = options.duration ?? 10;
  const headers = options.headers ?? {};
  await autocannon({ url: base + path, connections, duration: 4, headers });
  const result = await autocannon({ url: base + path, connections, duration, headers });
  return {
    name,
    path,
    headers,
    connections,
    durationSeconds: duration,
    requestsPerSecond: Math.round(result.requests.average),
    latencyMs: { p50: result.latency.p50, p90: result.latency.p90, p99: result.latency.p99, max: result.latency.max },
    non2xx: result.non2xx,
    errors: result.errors,
  };
}
