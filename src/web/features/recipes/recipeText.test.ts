// Proves the edit form's line and minute handling: text areas to the contract's lines (trimmed,
// empty ones dropped), "## " headings, and minutes to milliseconds and back.
import { describe, expect, it } from 'vitest';
import { headingText, isHeadingLine, linesToText, minutesToMs, msToMinutesText, servingsOf, textToLines, wholeMinutes } from './recipeText';

describe('textToLines', () => {
  it('keeps one trimmed line per line and drops the empty ones', () => {
    expect(textToLines('  2 eggs \r\n\n## Sauce\n   \n1 dl cream')).toEqual(['2 eggs', '## Sauce', '1 dl cream']);
  });

  it('answers no lines for an empty text, and joins them back one per line', () => {
    expect(textToLines(' \n ')).toEqual([]);
    expect(linesToText(['a', 'b'])).toBe('a\nb');
  });
});

describe('headings', () => {
  it('reads "## " at the start as a heading and strips the mark', () => {
    expect(isHeadingLine('## For the sauce')).toBe(true);
    expect(isHeadingLine('  ## Dough')).toBe(true);
    expect(isHeadingLine('#1 flour')).toBe(false);
    expect(isHeadingLine('2 ## eggs')).toBe(false);
    expect(headingText('## For the sauce')).toBe('For the sauce');
  });
});

describe('minutes', () => {
  it('turns typed minutes into milliseconds, with a comma or a point', () => {
    expect(minutesToMs('20')).toBe(1_200_000);
    expect(minutesToMs(' 1,5 ')).toBe(90_000);
    expect(minutesToMs('')).toBeNull();
    expect(minutesToMs('-3')).toBeNaN();
    expect(minutesToMs('soon')).toBeNaN();
  });

  it('shows milliseconds as whole minutes', () => {
    expect(msToMinutesText(1_200_000)).toBe('20');
    expect(msToMinutesText(null)).toBe('');
    expect(wholeMinutes(20_000)).toBe(1);
    expect(wholeMinutes(0)).toBe(0);
    expect(wholeMinutes(5_400_000)).toBe(90);
  });
});

describe('servingsOf', () => {
  it('takes 1 to 1,000 servings and refuses the rest', () => {
    expect(servingsOf('4')).toBe(4);
    expect(servingsOf('2,5')).toBe(2.5);
    expect(servingsOf('')).toBeNull();
    expect(servingsOf('0')).toBeNaN();
    expect(servingsOf('1001')).toBeNaN();
  });
});
