// Proves the reading queue's bounds without workers or a machine's timing: 2 pages are read at
// once, 8 more wait, the next is refused as busy at once; a finished page hands its place to the
// first one waiting, and a page that fails (too complex) does too.
import { describe, expect, it } from 'vitest';
import { ParsePool, type ParseOutcome } from './parsePool';

function heldReader() {
  const reads: Array<{ url: string; finish: (outcome: ParseOutcome) => void }> = [];
  const pool = new ParsePool((job) => new Promise((resolve) => reads.push({ url: 'pageUrl' in job ? job.pageUrl : 'files', finish: resolve })));
  const parse = (url: string) => pool.parse({ html: '<p>', pageUrl: url }, 1000);
  return { reads, parse };
}

const flush = () => new Promise((resolve) => setImmediate(resolve));

describe('the recipe page reading queue', () => {
  it('reads 2 pages at once with 8 waiting, and refuses one more as busy at once', async () => {
    const { reads, parse } = heldReader();
    const answers = Array.from({ length: 10 }, (_, n) => parse(`page${n}`));
    await flush();
    expect(reads.map((read) => read.url)).toEqual(['page0', 'page1']);
    expect(await parse('page10')).toEqual({ read: 'busy' });

    reads[0]!.finish({ read: 'tooComplex' });
    await flush();
    expect(reads.map((read) => read.url)).toEqual(['page0', 'page1', 'page2']);
    // A place is free in the waiting line again.
    const eleventh = parse('page11');
    expect(await Promise.race([eleventh, flush().then(() => 'waiting')])).toBe('waiting');

    for (let n = 1; n < 11; n++) {
      await flush();
      reads[n]!.finish({ read: false });
    }
    expect(await Promise.all([...answers, eleventh])).toEqual([{ read: 'tooComplex' }, ...Array.from({ length: 10 }, () => ({ read: false }))]);
    expect(reads.map((read) => read.url)).toEqual(Array.from({ length: 12 }, (_, n) => `page${n}`).filter((url) => url !== 'page10'));
  });
});
