import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect, useLayoutEffect } from 'react';
import { expect, fn } from 'storybook/test';
import { vaultKeyStore } from '../../../vault/vaultKeyStore';
import { generateVaultKey, sealField } from '../../../vault/vaultCrypto';
import type { PasswordEntry } from '../queries';
import { openUsernames } from '../sealEntry';
import { useOpenedUsernames } from '../useOpened';
import { GroupScreen } from './GroupScreen';

// A group of 1,000 entries, sealed under a fresh vault key, listed as the route lists them: every
// username opened at once in Chromium (useOpenedUsernames), then drawn in steps. It logs how long
// opening alone, opening after the first draw, and drawing every row took (figures for the
// notes, not assertions: a shared CI machine's timings vary too much to fail on).

const count = 1000;
const at = '2026-11-20T10:00:00.000Z';
let entries: PasswordEntry[] = [];
let openedFrom = 0;

async function sealThousand(): Promise<void> {
  const key = await generateVaultKey();
  await vaultKeyStore.set(key);
  const sealed = 'v1.AAECAwQFBgcICQoL.q83vEhb1zK9dRx6vE5S3wA';
  entries = await Promise.all(
    Array.from({ length: count }, async (_, index) => {
      const _id = `pwentry${String(index).padStart(5, '0')}`;
      const username = await sealField(key, _id, 'username', `user${index}@example.com`);
      return { _id, name: `Entry ${String(index).padStart(4, '0')}`, groupId: 'pwgroupbig01', username, password: sealed, url: sealed, notes: sealed, createdAt: at, updatedAt: at };
    }),
  );
  const started = performance.now();
  await openUsernames(key, entries);
  console.info(`[passwords] opened ${count} usernames alone in ${(performance.now() - started).toFixed(0)} ms`);
}

function ThousandEntries() {
  // From the screen's first draw: what a visit to the group's page waits for once the list is in.
  useLayoutEffect(() => {
    openedFrom = performance.now();
  }, []);
  const usernames = useOpenedUsernames(entries);
  useEffect(() => {
    if (!usernames) return;
    console.info(`[passwords] usernames opened ${(performance.now() - openedFrom).toFixed(0)} ms after the first draw`);
    // The list draws in steps; note when its last row is in.
    const poll = setInterval(() => {
      if (document.querySelectorAll('li').length < count) return;
      clearInterval(poll);
      console.info(`[passwords] all ${count} rows drawn ${(performance.now() - openedFrom).toFixed(0)} ms after the first draw`);
    }, 10);
    return () => clearInterval(poll);
  }, [usernames]);
  return (
    <GroupScreen
      groupId="pwgroupbig01"
      group={{ status: 'ready', data: { _id: 'pwgroupbig01', name: 'Everything', count } }}
      entries={{ status: 'ready', data: entries }}
      usernames={usernames}
      onRetry={fn()}
      onLock={fn()}
    />
  );
}

const meta = {
  title: 'Features/Passwords/GroupScreen/ThousandEntries',
  component: ThousandEntries,
  parameters: { router: { path: '/password-group/pwgroupbig01' } },
  beforeEach: async () => {
    await sealThousand();
    return () => vaultKeyStore.clear();
  },
} satisfies Meta<typeof ThousandEntries>;

export default meta;

export const Default: StoryObj<typeof meta> = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('user0@example.com')).toBeVisible();
    await expect(await canvas.findByText(`user${count - 1}@example.com`, {}, { timeout: 10_000 })).toBeVisible();
    await expect(canvas.getAllByRole('listitem')).toHaveLength(count);
  },
};
