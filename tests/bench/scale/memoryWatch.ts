import { rssMb } from './procStats';

export interface ProcessMemory {
  pid: number;
  role: 'primary' | 'worker' | 'server';
  /** RSS when the watch started (after the warm-up) and when it ended, in MB (NaN: the process was gone). */
  startMb: number;
  endMb: number;
  /**
   * The least-squares slope of RSS sampled every few seconds, in MB per minute: the garbage
   * collector's saw-tooth moves the two readings by tens of MB either way, the trend hardly.
   */
  trendMbPerMinute: number;
}

const SAMPLE_EVERY_MS = 5000;

/** Samples each process's RSS from now until the returned function is called. */
export function watchMemory(pids: readonly number[], primaryPid: number): () => ProcessMemory[] {
  const started = performance.now();
  const samples = new Map(pids.map((pid) => [pid, [{ minute: 0, mb: rssMb(pid) ?? Number.NaN }]]));
  const sample = () => {
    const minute = (performance.now() - started) / 60_000;
    for (const [pid, list] of samples) list.push({ minute, mb: rssMb(pid) ?? Number.NaN });
  };
  const timer = setInterval(sample, SAMPLE_EVERY_MS);
  return () => {
    clearInterval(timer);
    sample();
    return [...samples].map(([pid, list]) => ({
      pid,
      role: pid !== primaryPid ? 'worker' : pids.length > 1 ? 'primary' : 'server',
      startMb: list[0]?.mb ?? Number.NaN,
      endMb: list.at(-1)?.mb ?? Number.NaN,
      trendMbPerMinute: slope(list.filter(({ mb }) => Number.isFinite(mb)).map(({ minute, mb }) => [minute, mb])),
    }));
  };
}

/** The least-squares slope of y over x (NaN with fewer than two points). */
export function slope(points: readonly (readonly [number, number])[]): number {
  if (points.length < 2) return Number.NaN;
  const meanX = points.reduce((sum, [x]) => sum + x, 0) / points.length;
  const meanY = points.reduce((sum, [, y]) => sum + y, 0) / points.length;
  const covariance = points.reduce((sum, [x, y]) => sum + (x - meanX) * (y - meanY), 0);
  const variance = points.reduce((sum, [x]) => sum + (x - meanX) ** 2, 0);
  return variance === 0 ? Number.NaN : covariance / variance;
}
