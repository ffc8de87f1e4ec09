import type { PasswordEntry, PasswordGroup } from './queries';

// Stand-ins for stories: the screens never open these seals (their routes do), so any value in
// the sealed format will do.
const sealed = 'v1.AAECAwQFBgcICQoL.q83vEhb1zK9dRx6vE5S3wA';
const at = '2026-11-20T10:00:00.000Z';

export const groupsFixture: PasswordGroup[] = [
  { _id: 'pwgrouphome1', name: 'Home', count: 1 },
  { _id: 'pwgroupwork1', name: 'Work', count: 2 },
  { _id: 'pwgroupold01', name: 'Old accounts from the previous job that I keep just in case', count: 0 },
];

function entry(_id: string, name: string, groupId: string): PasswordEntry {
  return { _id, name, groupId, username: sealed, password: sealed, url: sealed, notes: sealed, createdAt: at, updatedAt: at };
}

export const entriesFixture: PasswordEntry[] = [
  entry('pwentrygit01', 'GitHub', 'pwgroupwork1'),
  entry('pwentrymail1', 'Mail', 'pwgroupwork1'),
  entry('pwentrybank1', 'Bank', 'pwgrouphome1'),
];

export const usernamesFixture = new Map<string, string | null>([
  ['pwentrygit01', 'ada-l'],
  ['pwentrymail1', 'ada.lovelace.with.a.very.long.address@work.example'],
  ['pwentrybank1', null],
]);

export const secretsFixture = {
  username: 'ada@work.example',
  password: 'correct horse battery staple',
  url: 'https://mail.example',
  notes: 'Desk 4.\nRecovery codes are in the safe.',
};
