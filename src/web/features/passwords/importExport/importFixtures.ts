// Export files as the password managers write them (their documented formats), for the parsers'
// tests and the stories. Every secret here is made up.

/** Bitwarden → Export vault → .json (unencrypted), personal vault: folders, a login in none, a note, a card. */
export const bitwardenJson = JSON.stringify(
  {
    encrypted: false,
    folders: [
      { id: '4b1c0f5e-8a2d-4d0e-9f61-0d3e6c1a7b21', name: 'Social' },
      { id: '9e2f7a6b-1c3d-4e5f-8a9b-0c1d2e3f4a5b', name: '  Work  ' },
    ],
    items: [
      {
        passwordHistory: null,
        revisionDate: '2026-10-02T09:14:11.120Z',
        creationDate: '2025-03-18T17:40:02.813Z',
        deletedDate: null,
        id: 'c2a1b7e4-5f3d-4a2b-9c8d-7e6f5a4b3c2d',
        organizationId: null,
        folderId: '4b1c0f5e-8a2d-4d0e-9f61-0d3e6c1a7b21',
        type: 1,
        reprompt: 0,
        name: 'Mastodon',
        notes: 'Recovery codes in the safe',
        favorite: true,
        fields: [{ name: 'PIN', value: '4321', type: 1, linkedId: null }],
        login: {
          fido2Credentials: [],
          uris: [
            { match: null, uri: 'https://mastodon.social/auth/sign_in' },
            { match: null, uri: 'https://mastodon.social' },
          ],
          username: 'anna@example.com',
          password: 'c0rrect-h0rse,"battery"',
          totp: 'otpauth://totp/Mastodon:anna?secret=JBSWY3DPEHPK3PXP',
        },
        collectionIds: null,
      },
      {
        id: 'd3b2c8f5-6a4e-4b3c-8d9e-8f7a6b5c4d3e',
        organizationId: null,
        folderId: '9e2f7a6b-1c3d-4e5f-8a9b-0c1d2e3f4a5b',
        type: 1,
        reprompt: 0,
        name: 'GitLab',
        notes: null,
        favorite: false,
        login: { uris: [{ match: 0, uri: 'https://gitlab.com/users/sign_in' }], username: 'anna.k', password: '=1+1', totp: null },
        collectionIds: null,
      },
      {
        id: 'e4c3d9a6-7b5f-4c4d-9eaf-9a8b7c6d5e4f',
        organizationId: null,
        folderId: null,
        type: 1,
        reprompt: 0,
        name: 'Router',
        notes: 'Line one\nLine two',
        favorite: false,
        login: { uris: null, username: 'admin', password: 'Åsa på ön 🔑', totp: null },
        collectionIds: null,
      },
      {
        id: 'f5d4eab7-8c6a-4d5e-8fb0-ab9c8d7e6f50',
        organizationId: null,
        folderId: null,
        type: 2,
        reprompt: 0,
        name: 'Wi-Fi at home',
        notes: 'password: hunter2',
        favorite: false,
        secureNote: { type: 0 },
        collectionIds: null,
      },
      {
        id: '06e5fbc8-9d7b-4e6f-9ac1-bcad9e8f7061',
        organizationId: null,
        folderId: null,
        type: 3,
        reprompt: 0,
        name: 'Visa',
        notes: null,
        favorite: false,
        card: { cardholderName: 'Anna K', brand: 'Visa', number: '4111111111111111', expMonth: '1', expYear: '2029', code: '123' },
        collectionIds: null,
      },
    ],
  },
  null,
  2,
);

/** Bitwarden's organization export: collections instead of folders. */
export const bitwardenOrganizationJson = JSON.stringify({
  encrypted: false,
  collections: [{ id: 'a0b1c2d3-e4f5-4a6b-8c7d-9e0f1a2b3c4d', organizationId: 'o1', name: 'Shared/Ops', externalId: null }],
  items: [
    {
      id: 'b1c2d3e4-f5a6-4b7c-8d9e-0f1a2b3c4d5e',
      organizationId: 'o1',
      folderId: null,
      type: 1,
      name: 'Grafana',
      notes: null,
      login: { uris: [{ match: null, uri: 'https://grafana.example.org' }], username: 'ops', password: 'dashboards', totp: null },
      collectionIds: ['a0b1c2d3-e4f5-4a6b-8c7d-9e0f1a2b3c4d'],
    },
  ],
});

/** Bitwarden → Export vault → .json (Encrypted), password protected: nothing readable without Bitwarden. */
export const bitwardenEncryptedJson = JSON.stringify({
  encrypted: true,
  passwordProtected: true,
  salt: 'cmFuZG9tc2FsdA==',
  kdfType: 0,
  kdfIterations: 600000,
  encKeyValidation_DO_NOT_EDIT: '2.QmFkS2V5|c2VjcmV0|bWFj',
  data: '2.RW5jcnlwdGVk|ZGF0YQ==|bWFj',
});

/** Bitwarden → Export vault → .csv: logins and a secure note, a URI list, a formula-like name. */
export const bitwardenCsv = [
  'folder,favorite,type,name,notes,fields,reprompt,login_uri,login_username,login_password,login_totp',
  'Social,1,login,Mastodon,"Recovery codes, in the safe","PIN: 4321",0,"https://mastodon.social/auth/sign_in,https://mastodon.social",anna@example.com,"c0rrect-h0rse,""battery""",otpauth://totp/Mastodon:anna?secret=JBSWY3DPEHPK3PXP',
  'Work,,login,GitLab,,,0,https://gitlab.com/users/sign_in,anna.k,=1+1,',
  ',,login,Router,"Line one',
  'Line two",,0,,admin,Åsa på ön 🔑,',
  ',,note,Wi-Fi at home,password: hunter2,,0,,,,',
  "Work,,login,'=HYPERLINK(\"x\"),,,0,,eve,pw,",
  ',,login,,,,0,https://www.example.com/login,nameless,secret,',
  '',
].join('\r\n');

/** KeePassXC 2.7 → Database → Export → CSV File: every cell quoted, the root group first in each path. */
export const keepassxcCsv = [
  '"Group","Title","Username","Password","URL","Notes","TOTP","Icon","Last Modified","Created"',
  '"Root","Router","admin","Åsa på ön 🔑","http://192.168.1.1","","","0","2026-10-02T09:14:11Z","2025-03-18T17:40:02Z"',
  '"Root/Internet","Mastodon","anna@example.com","c0rrect-h0rse,""battery""","https://mastodon.social","Recovery codes\nin the safe","otpauth://totp/Mastodon:anna?secret=JBSWY3DPEHPK3PXP&period=30&digits=6&issuer=Mastodon","1","2026-10-02T09:14:11Z","2025-03-18T17:40:02Z"',
  '"Root/Internet/Mail","Fastmail","anna@fastmail.com","mail-pass","https://app.fastmail.com","","","0","2026-10-02T09:14:11Z","2025-03-18T17:40:02Z"',
  '"Root/Work","","","no-name-no-url","","","","0","2026-10-02T09:14:11Z","2025-03-18T17:40:02Z"',
  '',
].join('\n');
