import { describe, expect, it } from 'vitest';
import { fileNameOf } from './downloadBlob';

describe('fileNameOf', () => {
  it("prefers the header's UTF-8 name", () => {
    expect(fileNameOf(`attachment; filename="Sm_rg_sbord.zip"; filename*=UTF-8''Sm%C3%B6rg%C3%A5sbord.zip`, 'x')).toBe('Smörgåsbord.zip');
  });

  it('falls back to the plain name, then to the given one', () => {
    expect(fileNameOf('attachment; filename="storage-2026-11-28.csv"', 'x')).toBe('storage-2026-11-28.csv');
    expect(fileNameOf(null, 'notes.zip')).toBe('notes.zip');
  });
});
