// Proves what the import counts as a recipe the collection already has, or one given twice: the
// same source address when both have one, else the same name ignoring case, so two sites'
// "Pancakes" are both made while a hand-written "Pancakes" stops one without an address.
import { describe, expect, it } from 'vitest';
import { planImport } from './plan';

const recipe = (name: string, sourceUrl?: string) => ({ name, ingredients: ['1 egg'], steps: [], ...(sourceUrl === undefined ? {} : { sourceUrl }) });

describe('planning an import', () => {
  it('tells recipes apart by source address when both have one, else by name ignoring case', () => {
    const files = [
      {
        name: 'pancakes.json',
        recipes: [
          recipe('Pancakes', 'https://a.example/pancakes'),
          recipe('Pancakes', 'https://b.example/pancakes'),
          recipe('pancakes'),
          recipe('Crêpes', 'https://a.example/pancakes'),
          recipe('Waffles', 'https://c.example/waffles'),
        ],
      },
    ];
    const known = [
      { name_key: 'waffles', source_url: null },
      { name_key: 'blinis', source_url: 'https://d.example/blinis' },
    ];
    const pages = [{ url: 'https://d.example/blinis', name: 'Buckwheat blinis', ingredients: ['2 dl buckwheat'] }];
    const { report } = planImport(files, pages, known);
    expect(report(true)).toEqual({
      dryRun: true,
      recipes: [
        { source: 'pancakes.json', name: 'Pancakes', ingredientCount: 1, stepCount: 0 },
        { source: 'pancakes.json', name: 'Pancakes', ingredientCount: 1, stepCount: 0 },
      ],
      skipped: [
        { source: 'pancakes.json', name: 'pancakes', reason: 'repeated' },
        { source: 'pancakes.json', name: 'Crêpes', reason: 'repeated' },
        { source: 'pancakes.json', name: 'Waffles', reason: 'alreadyInCollection' },
        { source: 'https://d.example/blinis', name: 'Buckwheat blinis', reason: 'alreadyInCollection' },
      ],
    });
  });
});
