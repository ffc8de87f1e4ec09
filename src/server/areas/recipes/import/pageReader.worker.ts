// The worker thread that reads fetched pages (parsePool.ts starts it): a hostile page can only
// stall this thread, which the pool ends at its time or memory limit.
import { parentPort } from 'node:worker_threads';
import { parseRecipePage } from './parseRecipePage';

/** What the pool sends: one page at a time. */
export interface ParseJob {
  html: string;
  pageUrl: string;
}

/** What the worker answers: the suggestion (undefined: no recipe), or that parsing threw. */
export type ParseAnswer = { read: true; suggestion: ReturnType<typeof parseRecipePage> } | { read: false };

if (parentPort === null) throw new Error('pageReader.worker.ts runs only as a worker thread');
const port = parentPort;
port.on('message', ({ html, pageUrl }: ParseJob) => {
  let answer: ParseAnswer;
  try {
    answer = { read: true, suggestion: parseRecipePage(html, pageUrl) };
  } catch {
    answer = { read: false };
  }
  port.postMessage(answer);
});
// Told once the parser's modules are loaded, so the pool's time limit counts parsing only.
port.postMessage('ready');
