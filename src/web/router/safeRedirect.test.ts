// Proves `safeRedirectPath` lets through only paths of this app, so a crafted sign-in link
// cannot send the user to another site (no open redirect).
import { describe, expect, it } from 'vitest';
import { safeRedirectPath } from './safeRedirect';

describe('safeRedirectPath', () => {
  it.each(['/', '/notes-collections', '/time-groups/list?tag=work#top', '/note/abc123def456', '/%2F%2Fevil'])(
    'keeps the app path %s',
    (path) => expect(safeRedirectPath(path)).toBe(path),
  );

  it.each([
    ['a protocol-relative URL', '//evil.example'],
    ['a backslash that browsers read as a slash', '/\\evil.example'],
    ['an absolute URL', 'https://evil.example/'],
    ['a javascript: URL', 'javascript:alert(1)'],
    ['a relative path', 'notes'],
    ['a tab hiding a second slash', '/\t/evil.example'],
    ['a newline hiding a second slash', '/\n/evil.example'],
    ['an empty string', ''],
    ['a number', 42],
    ['nothing', undefined],
  ])('rejects %s', (_, value) => expect(safeRedirectPath(value)).toBeUndefined());
});
