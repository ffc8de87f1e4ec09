// Proves the reading of a list of addresses without a server or real waits: two at a time in
// order, each one's states told, a refusal kept for its line, and a 429 waited out for as long as
// its Retry-After says before the address is asked again.
import { describe, expect, it } from 'vitest';
import { ApiCallError } from '../../../api/apiResult';
import type { RecipeSuggestion } from '../queries';
import { addressesOf, readAddresses, type AddressState } from './addressReading';

const suggestion = (url: string): RecipeSuggestion => ({ id: url, url, name: url.split('/').pop()!, steps: [], ingredients: ['1 egg'] });

describe('reading recipe addresses', () => {
  it('takes one address per line, without blanks or repeats', () => {
    expect(addressesOf(' https://a.example/soup \n\nhttps://b.example/pie\r\nhttps://a.example/soup\n')).toEqual(['https://a.example/soup', 'https://b.example/pie']);
  });

  it('reads two at a time, keeps each refusal for its line and waits out a 429 before asking again', async () => {
    const limited = Object.assign(new ApiCallError('Too many', 429, 'RATE_LIMITED'), { retryAfterSeconds: 7 });
    const refused = new ApiCallError('No recipe', 422, 'RECIPE_NOT_FOUND_ON_PAGE');
    let pieAsked = 0;
    const running: string[] = [];
    let most = 0;
    const read = async (url: string) => {
      running.push(url);
      most = Math.max(most, running.length);
      await Promise.resolve();
      running.splice(running.indexOf(url), 1);
      if (url.endsWith('/news')) throw refused;
      if (url.endsWith('/pie') && pieAsked++ === 0) throw limited;
      return suggestion(url);
    };
    const states: Array<[number, AddressState['state'], unknown?]> = [];
    const slept: number[] = [];
    await readAddresses(['https://a.example/soup', 'https://b.example/pie', 'https://c.example/news'], {
      read,
      onChange: (index, state) => states.push([index, state.state, state.state === 'limited' ? state.seconds : undefined]),
      sleep: async (ms) => {
        slept.push(ms);
      },
    });
    expect(most).toBe(2);
    expect(slept).toEqual([7000]);
    expect(states.filter(([index]) => index === 1)).toEqual([
      [1, 'reading', undefined],
      [1, 'limited', 7],
      [1, 'reading', undefined],
      [1, 'read', undefined],
    ]);
    expect(states.filter(([index]) => index !== 1).map(([index, state]) => [index, state])).toEqual([
      [0, 'reading'],
      [0, 'read'],
      [2, 'reading'],
      [2, 'failed'],
    ]);
  });
});
