// Completion of one command line argument: what the list shows while typing, what Tab makes of
// the text and the greyed hint after the cursor. Examples pin the rules; the properties run them
// on random candidate lists (few letters, so names overlap) and compare with the rules stated plainly.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { completeText, hintOf } from './complete';

const groups = ['work', 'Workout', 'homework', 'reading', 'deep work', 'Deep focus'];

describe('completeText suggestions', () => {
  it('lists the candidates that start with the text first, then those that contain it, each in order', () => {
    expect(completeText('wo', groups).suggestions).toEqual(['work', 'Workout', 'homework', 'deep work']);
  });

  it('ignores case and the leading spaces of the text', () => {
    expect(completeText('  DEEP', groups).suggestions).toEqual(['deep work', 'Deep focus']);
  });

  it('matches text of several words, spaces included', () => {
    expect(completeText('deep w', groups).suggestions).toEqual(['deep work']);
    expect(completeText('p f', groups).suggestions).toEqual(['Deep focus']);
  });

  it('lists a name differing only in case once, as first given', () => {
    expect(completeText('w', ['Work', 'work', 'WORK', 'walk']).suggestions).toEqual(['Work', 'walk']);
  });

  it('lists every candidate when nothing is typed', () => {
    expect(completeText('', groups).suggestions).toEqual(groups);
  });

  it('lists nothing when no candidate fits', () => {
    expect(completeText('gym', groups)).toEqual({ suggestions: [], completed: null });
    expect(completeText('wo', [])).toEqual({ suggestions: [], completed: null });
  });

  it('shows at most `limit` suggestions, eight unless told', () => {
    const many = Array.from({ length: 20 }, (_, i) => `group ${i}`);
    expect(completeText('gr', many).suggestions).toEqual(many.slice(0, 8));
    expect(completeText('gr', many, 3).suggestions).toEqual(many.slice(0, 3));
  });
});

describe('completeText after Tab', () => {
  it('completes the only match and adds a space for the next argument', () => {
    expect(completeText('rea', groups).completed).toBe('reading ');
    expect(completeText('deep w', groups).completed).toBe('deep work ');
  });

  it("takes the match's case", () => {
    expect(completeText('workO', groups).completed).toBe('Workout ');
  });

  it('replaces text the only match merely contains', () => {
    expect(completeText('ading', groups).completed).toBe('reading ');
  });

  it('counts the matches beyond the shown ones: two matches are not one', () => {
    expect(completeText('read', ['reading', 'ready'], 1)).toEqual({ suggestions: ['reading'], completed: null });
    expect(completeText('re', ['reading', 'ready'], 1).completed).toBe('read');
  });

  it('extends the text to what the matches starting with it share, in the case of the first', () => {
    expect(completeText('w', ['Workout', 'work', 'homework']).completed).toBe('Work');
    expect(completeText('De', groups).completed).toBe('deep ');
  });

  it('adds nothing when the matches share no more than is typed', () => {
    expect(completeText('wo', ['work', 'wonder', 'homework']).completed).toBeNull();
    expect(completeText('or', ['work', 'word']).completed).toBeNull();
  });

  it('keeps the leading spaces of the text', () => {
    expect(completeText('  rea', groups).completed).toBe('  reading ');
    expect(completeText('  w', ['work', 'workout']).completed).toBe('  work');
  });

  it('adds nothing to empty text, unless there is only one candidate', () => {
    expect(completeText('', ['work', 'workout']).completed).toBeNull();
    expect(completeText(' ', ['work', 'Work']).completed).toBe(' work ');
  });
});

describe('hintOf', () => {
  it('shows what Tab adds after the typed text', () => {
    expect(hintOf('rea', completeText('rea', groups))).toBe('ding ');
    expect(hintOf('W', completeText('W', ['workout', 'work']))).toBe('ork');
    expect(hintOf('  rea', completeText('  rea', groups))).toBe('ding ');
  });

  it('shows nothing when Tab adds nothing or replaces the text', () => {
    expect(hintOf('wo', completeText('wo', ['work', 'wonder']))).toBe('');
    expect(hintOf('ading', completeText('ading', groups))).toBe('');
    expect(hintOf('gym', completeText('gym', groups))).toBe('');
  });
});

it('completes among 1,000 candidates in well under a millisecond', () => {
  const many = Array.from({ length: 1000 }, (_, i) => `Group ${i} ${['work', 'home', 'deep focus'][i % 3]}`);
  const batch = () => {
    const start = performance.now();
    for (let i = 0; i < 50; i += 1) completeText(`group ${i % 10}`, many);
    return (performance.now() - start) / 50;
  };
  // The fastest of a few batches, so another process on the machine does not decide the result.
  const fastest = Math.min(...Array.from({ length: 5 }, batch));
  expect(fastest).toBeLessThan(1);
});

/** The rules stated plainly, one candidate at a time. */
function expectedSuggestions(typed: string, candidates: readonly string[]) {
  const text = typed.trimStart().toLocaleLowerCase();
  const distinct = candidates.filter((c, i) => candidates.findIndex((d) => d.toLocaleLowerCase() === c.toLocaleLowerCase()) === i);
  const starting = distinct.filter((c) => c.toLocaleLowerCase().startsWith(text));
  const containing = distinct.filter((c) => !c.toLocaleLowerCase().startsWith(text) && c.toLocaleLowerCase().includes(text));
  return { starting, matches: [...starting, ...containing] };
}

const name = fc.string({ unit: fc.constantFrom('a', 'b', 'A', 'B', 'c', ' '), minLength: 1, maxLength: 6 });
const input = fc.record({
  typed: fc.tuple(fc.constantFrom('', ' ', '  '), fc.string({ unit: fc.constantFrom('a', 'b', 'A', 'c', ' '), maxLength: 3 })).map(([lead, text]) => lead + text),
  candidates: fc.array(name, { maxLength: 12 }),
  limit: fc.integer({ min: 0, max: 10 }),
});
const same = (a: string, b: string) => a.toLocaleLowerCase() === b.toLocaleLowerCase();

describe('completeText properties (random candidates)', () => {
  it('suggests the matches in the stated order, each containing the text, at most `limit`', () => {
    fc.assert(
      fc.property(input, ({ typed, candidates, limit }) => {
        const { suggestions } = completeText(typed, candidates, limit);
        for (const suggestion of suggestions) expect(suggestion.toLocaleLowerCase()).toContain(typed.trimStart().toLocaleLowerCase());
        expect(suggestions).toEqual(expectedSuggestions(typed, candidates).matches.slice(0, limit));
      }),
      { numRuns: 500 },
    );
  });

  it('completes one match to it and a space, or extends the text to what the starting matches share', () => {
    fc.assert(
      fc.property(input, ({ typed, candidates, limit }) => {
        const { completed } = completeText(typed, candidates, limit);
        const lead = typed.slice(0, typed.length - typed.trimStart().length);
        const { starting, matches } = expectedSuggestions(typed, candidates);
        if (matches.length === 1) {
          expect(completed).toBe(`${lead}${matches[0]} `);
          return;
        }
        if (typed.trim() === '') return;
        // Several matches: Tab extends the text to the longest text every match starting with it starts with.
        const common = completed === null ? typed.slice(lead.length) : completed.slice(lead.length);
        if (completed !== null) {
          expect(same(completed.slice(0, typed.length), typed)).toBe(true);
          expect(completed.length).toBeGreaterThan(typed.length);
        }
        for (const match of starting) expect(same(match.slice(0, common.length), common)).toBe(true);
        // ...and it is the longest: one more letter of the first would leave a match out.
        const longer = starting[0]?.slice(0, common.length + 1) ?? '';
        if (longer.length > common.length) expect(starting.every((match) => same(match.slice(0, longer.length), longer))).toBe(false);
      }),
      { numRuns: 500 },
    );
  });

  it('adds nothing to empty text, unless there is only one candidate', () => {
    fc.assert(
      fc.property(fc.constantFrom('', ' ', '  '), fc.array(name, { maxLength: 5 }), (typed, candidates) => {
        const distinct = new Set(candidates.map((c) => c.toLocaleLowerCase())).size;
        expect(completeText(typed, candidates).completed === null).toBe(distinct !== 1);
      }),
    );
  });

  it('hints what Tab adds to the text, and only that', () => {
    fc.assert(
      fc.property(input, ({ typed, candidates, limit }) => {
        const completion = completeText(typed, candidates, limit);
        const hint = hintOf(typed, completion);
        if (hint !== '') expect(same(typed + hint, completion.completed!)).toBe(true);
        else expect(completion.completed === null || !same(completion.completed.slice(0, typed.length), typed) || completion.completed === typed).toBe(true);
      }),
      { numRuns: 500 },
    );
  });
});
