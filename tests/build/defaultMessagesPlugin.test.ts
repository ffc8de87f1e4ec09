// Proves the app's build drops the English defaults from message descriptors and nothing else
// (scripts/messagesPlugin.ts defaultMessagesPlugin), and that other builds keep them.
import { describe, expect, it } from 'vitest';
import type { ResolvedConfig } from 'vite';
import { defaultMessagesPlugin } from '../../scripts/messagesPlugin.ts';

type Hook = (this: unknown, ...args: unknown[]) => unknown;

function transformIn(outDir: string, code: string, id = '/repo/src/web/features/notes/messages.ts') {
  const plugin = defaultMessagesPlugin('dist/web');
  (plugin.configResolved as Hook).call({}, { root: process.cwd(), build: { outDir } } as ResolvedConfig);
  const result = (plugin.transform as Hook).call({}, code, id) as { code: string } | null;
  return result?.code ?? code;
}

describe('defaultMessagesPlugin', () => {
  it('drops the defaultMessage of descriptors with an id, wherever it stands among the keys', () => {
    const code = [
      "const a = defineMessages({ title: { id: 'notes.title', defaultMessage: 'Notes' }, add: { defaultMessage: `Add`, id: 'notes.add', description: 'x' } });",
      "jsx(FormattedMessage, { id: 'notes.empty', defaultMessage: 'No notes yet', values: { n: 1 } });",
      "intl.formatMessage({ 'id': 'notes.count', 'defaultMessage': '{n, plural, one {# note} other {# notes}}' });",
    ].join('\n');
    expect(transformIn('dist/web', code)).toBe(
      [
        "const a = defineMessages({ title: { id: 'notes.title' }, add: { id: 'notes.add', description: 'x' } });",
        "jsx(FormattedMessage, { id: 'notes.empty', values: { n: 1 } });",
        "intl.formatMessage({ 'id': 'notes.count' });",
      ].join('\n'),
    );
  });

  it('keeps defaults that are not a descriptor’s plain text: by messageId, computed, or passed along', () => {
    const code = [
      "const warning = { messageId: 'auth.timedOut', defaultMessage: 'Session timed out.' };",
      'const passed = { id, defaultMessage };',
      'const built = { id: key, defaultMessage: `${name} saved` };',
    ].join('\n');
    expect(transformIn('dist/web', code)).toBe(code);
  });

  it('leaves other builds (Storybook) and libraries alone', () => {
    const code = "f({ id: 'a', defaultMessage: 'A' });";
    expect(transformIn('storybook-static', code)).toBe(code);
    expect(transformIn('dist/web', code, '/repo/node_modules/lib/index.js')).toBe(code);
  });
});
