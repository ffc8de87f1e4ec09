// Proves the three import formats are read as the password managers write them: logins into
// groups named after their folders, other kinds of item counted and left out, the first URL,
// TOTP and custom fields kept in the notes, names cleaned, and every file that is not one of
// them (or is Bitwarden's encrypted export) refused with its reason.
import { describe, expect, it } from 'vitest';
import { cleanName } from './cleanName';
import { bitwardenCsv, bitwardenEncryptedJson, bitwardenJson, bitwardenOrganizationJson, keepassxcCsv } from './importFixtures';
import { ImportRefusedError, type ParsedImport } from './importTypes';
import { readImportFile } from './readImportFile';

function plain(content: string): ParsedImport {
  const read = readImportFile(content);
  if (read.kind !== 'plain') throw new Error('expected entries in plaintext');
  return read.parsed;
}

function refusal(content: string) {
  try {
    readImportFile(content);
  } catch (error) {
    if (error instanceof ImportRefusedError) return error.reason;
    throw error;
  }
  throw new Error('expected the file to be refused');
}

const mastodon = {
  name: 'Mastodon',
  group: 'Social',
  username: 'anna@example.com',
  password: 'c0rrect-h0rse,"battery"',
  url: 'https://mastodon.social/auth/sign_in',
};

describe('Bitwarden JSON', () => {
  it('reads logins into their folders, keeps TOTP and custom fields in the notes, and counts the note and the card as skipped', () => {
    const parsed = plain(bitwardenJson);
    expect(parsed.format).toBe('bitwardenJson');
    expect(parsed.skipped).toBe(2);
    expect(parsed.entries).toEqual([
      { ...mastodon, notes: 'Recovery codes in the safe\nTOTP: otpauth://totp/Mastodon:anna?secret=JBSWY3DPEHPK3PXP\nPIN: 4321' },
      { name: 'GitLab', group: 'Work', username: 'anna.k', password: '=1+1', url: 'https://gitlab.com/users/sign_in', notes: '' },
      { name: 'Router', group: null, username: 'admin', password: 'Åsa på ön 🔑', url: '', notes: 'Line one\nLine two' },
    ]);
  });

  it("puts an organization's logins into the group of their first collection", () => {
    expect(plain(bitwardenOrganizationJson).entries).toMatchObject([{ name: 'Grafana', group: 'Shared/Ops', username: 'ops' }]);
  });

  it('refuses an encrypted export, saying to export it unencrypted', () => {
    expect(refusal(bitwardenEncryptedJson)).toBe('encryptedBitwarden');
  });

  it('refuses an export with no logins', () => {
    expect(refusal(JSON.stringify({ encrypted: false, folders: [], items: [{ type: 2, name: 'Note', secureNote: { type: 0 } }] }))).toBe('noEntries');
  });
});

describe('Bitwarden CSV', () => {
  it('reads logins with quoted commas, quotes and line breaks, the first of several URIs, and skips the note', () => {
    const parsed = plain(bitwardenCsv);
    expect(parsed.format).toBe('bitwardenCsv');
    expect(parsed.skipped).toBe(1);
    expect(parsed.entries[0]).toEqual({ ...mastodon, notes: 'Recovery codes, in the safe\nTOTP: otpauth://totp/Mastodon:anna?secret=JBSWY3DPEHPK3PXP\nPIN: 4321' });
    expect(parsed.entries[1]).toEqual({ name: 'GitLab', group: 'Work', username: 'anna.k', password: '=1+1', url: 'https://gitlab.com/users/sign_in', notes: '' });
    expect(parsed.entries[2]).toEqual({ name: 'Router', group: null, username: 'admin', password: 'Åsa på ön 🔑', url: '', notes: 'Line one\nLine two' });
  });

  it('reads a name our CSV export escaped against formulas back as it was, and names a nameless login after its host', () => {
    const names = plain(bitwardenCsv).entries.map((entry) => entry.name);
    expect(names).toEqual(['Mastodon', 'GitLab', 'Router', '=HYPERLINK("x")', 'www.example.com']);
  });

  it("reads an organization's export (collections instead of folder)", () => {
    const csv = 'collections,type,name,notes,fields,reprompt,login_uri,login_username,login_password,login_totp\n"Ops,Shared",login,Grafana,,,0,https://grafana.example.org,ops,dashboards,\n';
    expect(plain(csv).entries).toMatchObject([{ name: 'Grafana', group: 'Ops', password: 'dashboards' }]);
  });
});

describe('KeePassXC CSV', () => {
  it("reads every row, the root group left out of the group's path, the TOTP kept in the notes", () => {
    const parsed = plain(keepassxcCsv);
    expect(parsed.format).toBe('keepassxcCsv');
    expect(parsed.entries.slice(0, 3)).toEqual([
      { name: 'Router', group: null, username: 'admin', password: 'Åsa på ön 🔑', url: 'http://192.168.1.1', notes: '' },
      {
        ...mastodon,
        group: 'Internet',
        url: 'https://mastodon.social',
        notes: 'Recovery codes\nin the safe\nTOTP: otpauth://totp/Mastodon:anna?secret=JBSWY3DPEHPK3PXP&period=30&digits=6&issuer=Mastodon',
      },
      { name: 'Fastmail', group: 'Internet/Mail', username: 'anna@fastmail.com', password: 'mail-pass', url: 'https://app.fastmail.com', notes: '' },
    ]);
  });

  it('skips an entry with no title, URL or username, and counts it', () => {
    const parsed = plain(keepassxcCsv);
    expect(parsed.entries).toHaveLength(3);
    expect(parsed.skipped).toBe(1);
  });

  it('reads an older export that has only the first six columns', () => {
    const csv = '"Group","Title","Username","Password","URL","Notes"\n"Root/Bank","Bank","anna","pin","https://bank.example",""\n';
    expect(plain(csv).entries).toEqual([{ name: 'Bank', group: 'Bank', username: 'anna', password: 'pin', url: 'https://bank.example', notes: '' }]);
  });
});

describe('files that are not an export', () => {
  it.each([
    ['an empty file', '  \n', 'emptyFile'],
    ['another CSV', 'url,username,password\nhttps://a.example,me,pw\n', 'unknownFormat'],
    ['other JSON', '{"hello": "world"}', 'unknownFormat'],
    ['broken JSON', '{"items": [', 'unknownFormat'],
    ['plain text', 'my passwords: hunter2', 'unknownFormat'],
  ])('refuses %s', (_what, content, reason) => {
    expect(refusal(content)).toBe(reason);
  });

  it('reads a file that starts with a byte order mark', () => {
    expect(plain(`\uFEFF${bitwardenCsv}`).entries).toHaveLength(5);
  });
});

describe('cleanName', () => {
  it('trims and joins spaces, and cuts a long name to the limit with an ellipsis', () => {
    expect(cleanName('  Work \n mail ', 200)).toBe('Work mail');
    const long = cleanName('x'.repeat(250), 200);
    expect(long).toHaveLength(200);
    expect(long.endsWith('…')).toBe(true);
  });

  it('never cuts inside a character made of two code units', () => {
    const cut = cleanName('🔑'.repeat(150), 200);
    expect(cut.length).toBeLessThanOrEqual(200);
    expect(cut).toBe(`${'🔑'.repeat(99)}…`);
  });
});
