import { describe, expect, it } from 'vitest';
import { JsonContainerCounter } from './jsonContainers';

const count = (...chunks: string[]) => {
  const counter = new JsonContainerCounter();
  for (const chunk of chunks) counter.add(Buffer.from(chunk));
  return counter.count;
};

describe('JsonContainerCounter', () => {
  it('counts every object and array', () => {
    expect(count('{"a":[1,{"b":[]}],"c":{}}')).toBe(5);
    expect(count('[[],[],[]]')).toBe(4);
    expect(count('"text"')).toBe(0);
  });

  it('does not count brackets inside strings, escaped quotes included', () => {
    expect(count('{"a":"[{[{","b":"say \\"[\\" {"}')).toBe(1);
    expect(count('["\\\\",[]]')).toBe(2);
  });

  it('keeps its place across chunks, inside a string and after an escape', () => {
    expect(count('{"a":"[', '{\\', '"[",', '"b":[]}')).toBe(2);
  });
});
