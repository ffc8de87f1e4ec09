// Proves the exports' formula escape: a `'` before each of OWASP's formula starts, also when the
// formula runs over lines, nothing else touched, and reading it back gives the cell as it was.
import { describe, expect, it } from 'vitest';
import { escapeFormula, unescapeFormula } from './csvFormula';

describe('escapeFormula', () => {
  it.each(['=SUM(A1)', '+1', '-5', '@cmd', '\tx', '\rx', '=HYPERLINK("x")\nsecond line'])('escapes %j', (cell) => {
    expect(escapeFormula(cell)).toBe(`'${cell}`);
    expect(unescapeFormula(escapeFormula(cell))).toBe(cell);
  });

  it.each(['', 'Title', ' =1', "'quoted", '1+1', 'a=b'])('leaves %j as it is, also when read back', (cell) => {
    expect(escapeFormula(cell)).toBe(cell);
    expect(unescapeFormula(cell)).toBe(cell);
  });
});
