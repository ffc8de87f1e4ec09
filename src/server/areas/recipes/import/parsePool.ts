import { Worker } from 'node:worker_threads';
import type { ParseAnswer, ParseJob } from './pageReader.worker';

// From the sources (Vitest, `npm run dev:server`) the worker is TypeScript. On Node 20 a worker
// ignores `--import tsx` in its execArgv, so it first registers tsx itself (found from the
// checkout the server runs in). `npm start` runs the bundle, which has every *.worker.ts built
// beside server.mjs (scripts/serverBundle.mjs).
const FROM_SOURCE = import.meta.url.endsWith('.ts');
const WORKER_FILE = new URL(`./pageReader.worker.${FROM_SOURCE ? 'ts' : 'mjs'}`, import.meta.url);
const TSX_FIRST = `import('tsx/esm/api').then(({ register }) => { register(); return import(${JSON.stringify(WORKER_FILE.href)}); });`;

/**
 * A worker past this heap is ended by V8. A 5 MB page of plain markup (the most a fetch brings)
 * needs about 200 MB to read; 5 MB of empty elements runs out within 3 s.
 */
const RESOURCE_LIMITS = { maxOldGenerationSizeMb: 256, maxYoungGenerationSizeMb: 16, stackSizeMb: 4 };
/** Pages read at once: the machine's two cores, so hostile pages cannot take every core. */
const POOL_SIZE = 2;
/** Imports waiting beyond that; more are refused rather than left waiting minutes. */
const MAX_WAITING = 8;
/** The warm worker (about 40 MB with the parser) is ended after this long without a page. */
const WARM_FOR_MS = 30_000;

export type ParseOutcome = ParseAnswer | { read: 'tooComplex' } | { read: 'busy' };
type ReadPage = (job: ParseJob, timeoutMs: number) => Promise<ParseOutcome>;

/**
 * Reads pages in worker threads, at most POOL_SIZE at a time, each within a time limit; a worker
 * over its time or memory is ended, so a hostile page costs one worker, never the event loop.
 * One worker is kept warm between imports, for a while: starting one (loading the parser) takes
 * longer than reading a normal page.
 */
export class ParsePool {
  #warm: Worker | undefined;
  #cooling: NodeJS.Timeout | undefined;
  #running = 0;
  #waiting: Array<() => void> = [];
  readonly #readPage: ReadPage;

  /** `readPage` stands in for the workers in tests of the queue. */
  constructor(readPage?: ReadPage) {
    this.#readPage = readPage ?? ((job, timeoutMs) => this.#read(job, timeoutMs));
  }

  async parse(job: ParseJob, timeoutMs: number): Promise<ParseOutcome> {
    if (this.#running < POOL_SIZE) this.#running += 1;
    else if (this.#waiting.length >= MAX_WAITING) return { read: 'busy' };
    // A finished import hands its place straight to the next waiting one.
    else await new Promise<void>((resolve) => this.#waiting.push(resolve));
    try {
      return await this.#readPage(job, timeoutMs);
    } finally {
      const next = this.#waiting.shift();
      if (next === undefined) this.#running -= 1;
      else next();
    }
  }

  async #read(job: ParseJob, timeoutMs: number): Promise<ParseOutcome> {
    const worker = this.#warm ?? (await startWorker((stopped) => this.#forget(stopped)));
    this.#warm = undefined;
    const answer = await ask(worker, job, timeoutMs);
    if (answer === undefined) {
      void worker.terminate();
      return { read: 'tooComplex' };
    }
    if (this.#warm === undefined) this.#keepWarm(worker);
    else void worker.terminate();
    return answer;
  }

  #keepWarm(worker: Worker): void {
    this.#warm = worker;
    clearTimeout(this.#cooling);
    this.#cooling = setTimeout(() => {
      if (this.#warm !== worker) return;
      this.#warm = undefined;
      void worker.terminate();
    }, WARM_FOR_MS).unref();
  }

  /** A worker that stopped (ended, or failed while idle) is never handed a page. */
  #forget(worker: Worker): void {
    if (this.#warm === worker) this.#warm = undefined;
  }
}

function startWorker(onExit: (worker: Worker) => void): Promise<Worker> {
  const options = { resourceLimits: RESOURCE_LIMITS };
  const worker = FROM_SOURCE ? new Worker(TSX_FIRST, { ...options, eval: true }) : new Worker(WORKER_FILE, options);
  worker.once('exit', () => onExit(worker));
  // Idle, it must not keep the process running; while it reads, the time limit's timer does.
  worker.unref();
  // Each job watches for failures itself; one after its job ended (out of memory as it is
  // ended) must not become an uncaught error that stops the server.
  worker.on('error', () => {});
  return new Promise((resolve, reject) => {
    const failed = (error: unknown): void => {
      worker.off('message', started);
      reject(error instanceof Error ? error : new Error(`The recipe page reader stopped while starting (exit code ${String(error)})`));
    };
    const started = (): void => {
      worker.off('error', failed).off('exit', failed);
      resolve(worker);
    };
    worker.once('message', started).once('error', failed).once('exit', failed);
  });
}

/** The worker's answer, or undefined when it took too long, ran out of memory or stopped. */
function ask(worker: Worker, job: ParseJob, timeoutMs: number): Promise<ParseAnswer | undefined> {
  return new Promise((resolve) => {
    const done = (answer: ParseAnswer | undefined): void => {
      clearTimeout(timer);
      worker.off('message', done).off('error', failed).off('exit', failed);
      resolve(answer);
    };
    const failed = (): void => done(undefined);
    const timer = setTimeout(failed, timeoutMs);
    worker.once('message', done).once('error', failed).once('exit', failed);
    worker.postMessage(job);
  });
}

/** The one pool of the process: the limits are the machine's, whatever apps it runs. */
export const parsePool = new ParsePool();
