// Proves the nesting estimate counts depth as the HTML parser builds it: an end tag closes only an
// element that is open, so stray end tags cannot hide a page nested thousands deep.
import { describe, expect, it } from 'vitest';
import { deepestNesting } from './pageShape';

describe('deepestNesting', () => {
  it('counts nested elements and what their end tags close', () => {
    expect(deepestNesting('<html><body><div><span>a</span><span>b</span></div></body></html>')).toBe(4);
    expect(deepestNesting('<div><p>one<p>two<br><img src=x></div>')).toBe(1);
  });

  it('ignores an end tag that matches no open element, as the parser does', () => {
    const hostile = Array.from({ length: 12_000 }, (_, n) => `<b id=${n}></x>`).join('');
    expect(deepestNesting(hostile)).toBe(12_000);
  });

  it('closes every element opened inside the one an end tag matches', () => {
    expect(deepestNesting(`${'<div><span><em>'.repeat(3)}${'</div>'.repeat(3)}<div></div>`)).toBe(9);
    expect(deepestNesting(`${'<section><i>'.repeat(100)}${'</section>'.repeat(100)}${'<b></b>'.repeat(100)}`)).toBe(200);
  });
});
