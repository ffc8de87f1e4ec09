export interface LoadOptions {
  requests: number;
  concurrency: number;
}

export interface LoadResult {
  requests: number;
  failures: number;
  seconds: number;
  /** Latency of each request in ms, sorted ascending. */
  latencies: number[];
}

/** Sends `requests` requests, `concurrency` at a time, timing each; a non-2xx answer is a failure. */
export async function runLoad(send: () => Promise<Response>, options: LoadOptions): Promise<LoadResult> {
  const latencies: number[] = [];
  let failures = 0;
  let next = 0;
  const worker = async (): Promise<void> => {
    while (next < options.requests) {
      next += 1;
      const started = performance.now();
      const response = await send();
      // Read the body so the time includes it and the connection is freed for reuse.
      await response.arrayBuffer();
      latencies.push(performance.now() - started);
      if (!response.ok) failures += 1;
    }
  };
  const started = performance.now();
  await Promise.all(Array.from({ length: options.concurrency }, () => worker()));
  const seconds = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  return { requests: latencies.length, failures, seconds, latencies };
}

/** Nearest-rank percentile of sorted values. */
export function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  const rank = Math.ceil((p / 100) * sorted.length);
  return sorted[Math.min(sorted.length, Math.max(1, rank)) - 1] ?? Number.NaN;
}
