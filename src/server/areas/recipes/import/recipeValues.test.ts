// Proves how single schema.org values are read: ISO 8601 and worded durations, yields, text with
// markup and entities (once or twice encoded), headings, and the cut to a saveable recipe.
import { describe, expect, it } from 'vitest';
import { durationMs } from './duration';
import { fitToRecipe } from './fitToRecipe';
import { servingsOf } from './servings';
import { cleanLines, cleanText, markHeading } from './text';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

describe('durationMs', () => {
  it.each([
    ['PT1H30M', HOUR + 30 * MINUTE],
    ['P0DT0H20M', 20 * MINUTE],
    ['PT90M', 90 * MINUTE],
    ['PT45S', 45_000],
    ['PT1.5H', 1.5 * HOUR],
    ['P1DT2H', 26 * HOUR],
    ['P1W', 7 * 24 * HOUR],
    ['pt20m', 20 * MINUTE],
    [' PT10M ', 10 * MINUTE],
    ['1 hour 30 mins', HOUR + 30 * MINUTE],
    ['45 min', 45 * MINUTE],
    ['2 timmar', 2 * HOUR],
    ['20 minuter', 20 * MINUTE],
    // A common slip on real sites (no T): no recipe takes 20 months, so these are minutes.
    ['P20M', 20 * MINUTE],
    ['P0Y0M0DT0H30M0.000S', 30 * MINUTE],
  ])('reads %s', (text, ms) => {
    expect(durationMs(text)).toBe(ms);
  });

  it.each([undefined, '', 'PT0M', 'P0D', 'PT', 'soon', 'P1Y', 'P1Y2M', 'P2MT3H', 'P0Y1M0D'])('has no time for %s', (text) => {
    expect(durationMs(text)).toBeUndefined();
  });
});

describe('servingsOf', () => {
  it.each<[unknown[], number | undefined]>([
    [[4], 4],
    [['4 servings'], 4],
    [['Serves 4-6'], 4],
    [['4 portioner'], 4],
    [['', '6 servings'], 6],
    [['4', '4 servings'], 4],
    [['2,5 liter'], 2.5],
    [['0', 'a crowd'], undefined],
    [['a crowd'], undefined],
    [[], undefined],
    [[null, { value: 4 }], undefined],
  ])('reads %j as %s', (values, servings) => {
    expect(servingsOf(values)).toBe(servings);
  });
});

describe('cleanLines', () => {
  it('decodes entities, also twice-encoded ones', () => {
    expect(cleanLines('Salt &amp;amp; pepper &#8211; &quot;to taste&quot;')).toEqual(['Salt & pepper – "to taste"']);
  });

  it('strips markup, splitting paragraphs, list items and line breaks into lines', () => {
    expect(cleanLines('<p>Mix <strong>well</strong>.</p><p>Bake.<br>Cool.</p><ul><li>Serve</li></ul>')).toEqual(['Mix well.', 'Bake.', 'Cool.', 'Serve']);
  });

  it('strips markup that arrived encoded', () => {
    expect(cleanLines('&lt;p&gt;Stir&lt;/p&gt;&lt;p&gt;Serve&lt;/p&gt;')).toEqual(['Stir', 'Serve']);
  });

  it('collapses whitespace, non-breaking spaces too, and drops empty lines', () => {
    expect(cleanLines('  Heat \t the\u00a0oven \n\n \r\n&nbsp;\n<p></p>Done ')).toEqual(['Heat the oven', 'Done']);
  });

  it('keeps a lone "<" that is not markup', () => {
    expect(cleanText('Bake at < 200 °C & serve')).toBe('Bake at < 200 °C & serve');
  });
});

describe('markHeading', () => {
  it.each([
    ['For the sauce:', '## For the sauce'],
    ['Gräddsås:', '## Gräddsås'],
    ['## Already a heading', '## Already a heading'],
    ['2 tbsp butter', '2 tbsp butter'],
    ['Note: use cold butter', 'Note: use cold butter'],
    ['Step 1:', 'Step 1:'],
  ])('writes %s as %s', (line, written) => {
    expect(markHeading(line)).toBe(written);
  });
});

describe('fitToRecipe', () => {
  const base = { id: 'https://a.example/', url: 'https://a.example/', name: 'Soup', steps: ['Cook.'], ingredients: ['Water'] };

  it('keeps a suggestion that fits as it is', () => {
    const suggestion = { ...base, servings: 4, prepTimeMs: 600_000, cookTimeMs: 1_200_000, totalTimeMs: 1_800_000, imageUrl: 'https://a.example/soup.jpg' };
    expect(fitToRecipe(suggestion)).toEqual(suggestion);
  });

  it('shortens what a recipe cannot hold and leaves out servings and times outside its range', () => {
    const fitted = fitToRecipe({
      ...base,
      name: 'ä'.repeat(250),
      steps: Array.from({ length: 250 }, (_unused, index) => `Step ${index}`),
      ingredients: ['x'.repeat(2500)],
      servings: 0.5,
      prepTimeMs: 32 * 24 * HOUR,
      totalTimeMs: 31 * 24 * HOUR,
    });
    expect(fitted.name).toBe(`${'ä'.repeat(199)}…`);
    expect(fitted.steps).toHaveLength(200);
    expect(fitted.steps[199]).toBe('Step 199');
    expect(fitted.ingredients).toEqual([`${'x'.repeat(1999)}…`]);
    expect(fitted).not.toHaveProperty('servings');
    expect(fitted).not.toHaveProperty('prepTimeMs');
    expect(fitted.totalTimeMs).toBe(31 * 24 * HOUR);
    expect(fitToRecipe({ ...base, servings: 1001 })).not.toHaveProperty('servings');
  });
});
