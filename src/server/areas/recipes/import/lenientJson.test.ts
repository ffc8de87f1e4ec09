// Proves the JSON-LD reader accepts what sites write by hand (comments, trailing commas, single
// quotes, a closing semicolon, raw line breaks) and still gives up on what is not JSON at all.
import { describe, expect, it } from 'vitest';
import { lenientJson } from './lenientJson';

describe('lenientJson', () => {
  it('reads strict JSON, also wrapped in CDATA or comments', () => {
    expect(lenientJson('{"a": 1}')).toEqual({ a: 1 });
    expect(lenientJson('//<![CDATA[\n{"a": 1}\n//]]>')).toEqual({ a: 1 });
  });

  it('reads hand-written JSON: comments, trailing commas, single quotes and a closing semicolon', () => {
    expect(lenientJson("{\n // the theme's\n '@type': 'Recipe',\n \"recipeIngredient\": [\"salt\",],\n};")).toEqual({ '@type': 'Recipe', recipeIngredient: ['salt'] });
  });

  it('reads raw line breaks inside strings as spaces', () => {
    expect(lenientJson('{"text": "Mix.\nBake."}')).toEqual({ text: 'Mix. Bake.' });
  });

  it('gives up on what is not JSON, and on huge broken blocks rather than spend the time', () => {
    expect(lenientJson('{"@type":"Recipe","name":')).toBeUndefined();
    expect(lenientJson(`{"a": [${'1,'.repeat(300_000)}],}`)).toBeUndefined();
  });
});
