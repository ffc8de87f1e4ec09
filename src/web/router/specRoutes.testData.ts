import type { AreaId } from '../appAreas';

/** Spec §2's access column: "none", "auth", or "auth and extra". */
export type Access = 'none' | 'auth' | 'extra';

export interface SpecRoute {
  /** The route in the spec's own notation. */
  spec: string;
  access: Access;
  /** The area (src/web/areas.ts) whose entry declares the route. */
  area: AreaId;
  /** URLs that must reach this route; every optional parameter is tried absent and present. */
  samples: string[];
}

const id = 'abc123def456'; // ids are 12 URL-safe characters (DESIGN §2)

/** Spec §2, row by row, in the tests' terms. The dashboard's date redirect is tested apart. */
export const specRouteTable: SpecRoute[] = [
  { spec: '/', access: 'auth', area: 'home', samples: ['/'] },
  { spec: '/cli/:command?', access: 'none', area: 'commandLine', samples: ['/cli', '/cli/help'] },
  { spec: '/login', access: 'none', area: 'accounts', samples: ['/login'] },
  { spec: '/Auth', access: 'none', area: 'accounts', samples: ['/Auth'] },
  { spec: '/register', access: 'none', area: 'accounts', samples: ['/register'] },
  { spec: '/settings', access: 'auth', area: 'settings', samples: ['/settings'] },
  { spec: '/settings/tags', access: 'auth', area: 'settings', samples: ['/settings/tags'] },
  { spec: '/settings/auth', access: 'auth', area: 'settingsAuth', samples: ['/settings/auth'] },
  { spec: '/settings/profile', access: 'auth', area: 'settings', samples: ['/settings/profile'] },
  { spec: '/settings/device-control', access: 'auth', area: 'settings', samples: ['/settings/device-control'] },
  { spec: '/notes-collections', access: 'auth', area: 'notes', samples: ['/notes-collections'] },
  { spec: '/notes-collection/:id', access: 'auth', area: 'notes', samples: [`/notes-collection/${id}`] },
  { spec: '/notes-collection/:id/edit', access: 'auth', area: 'notes', samples: [`/notes-collection/${id}/edit`] },
  { spec: '/note/:id', access: 'auth', area: 'notes', samples: [`/note/${id}`] },
  { spec: '/note-contexts', access: 'auth', area: 'notes', samples: ['/note-contexts'] },
  { spec: '/note-context/:contextId', access: 'auth', area: 'notes', samples: [`/note-context/${id}`] },
  { spec: '/recipe-collections', access: 'auth', area: 'recipes', samples: ['/recipe-collections'] },
  { spec: '/recipe-collection/:id', access: 'auth', area: 'recipes', samples: [`/recipe-collection/${id}`] },
  {
    spec: '/add-recipe/:collectionId/:edit?',
    access: 'auth',
    area: 'recipes',
    samples: [`/add-recipe/${id}`, `/add-recipe/${id}/edit`],
  },
  { spec: '/recipe/:id', access: 'auth', area: 'recipes', samples: [`/recipe/${id}`] },
  { spec: '/password-login', access: 'auth', area: 'accounts', samples: ['/password-login'] },
  { spec: '/password-parent', access: 'extra', area: 'passwords', samples: ['/password-parent'] },
  { spec: '/password-groups', access: 'extra', area: 'passwords', samples: ['/password-groups'] },
  { spec: '/password-group/:groupId', access: 'extra', area: 'passwords', samples: [`/password-group/${id}`] },
  { spec: '/password/:passwordId', access: 'extra', area: 'passwords', samples: [`/password/${id}`] },
  { spec: '/add-password/:groupId', access: 'extra', area: 'passwords', samples: [`/add-password/${id}`] },
  { spec: '/time-tracker', access: 'auth', area: 'time', samples: ['/time-tracker'] },
  { spec: '/time-tracker/admin', access: 'auth', area: 'time', samples: ['/time-tracker/admin'] },
  { spec: '/time-tracker/integrations', access: 'auth', area: 'time', samples: ['/time-tracker/integrations'] },
  {
    spec: '/time-tracker/admin/:groupType/:groupId',
    access: 'auth',
    area: 'time',
    samples: [`/time-tracker/admin/sub-group/${id}`],
  },
  {
    spec: '/time-tracker/admin/define-urls',
    access: 'auth',
    area: 'time',
    samples: ['/time-tracker/admin/define-urls'],
  },
  {
    spec: '/time-tracker/admin/define-urls/list',
    access: 'auth',
    area: 'time',
    samples: ['/time-tracker/admin/define-urls/list'],
  },
  {
    spec: '/time-tracker/admin/define-urls/:heartbeatId',
    access: 'auth',
    area: 'time',
    samples: [`/time-tracker/admin/define-urls/${id}`],
  },
  { spec: '/time-groups', access: 'auth', area: 'time', samples: ['/time-groups'] },
  { spec: '/time-groups/list', access: 'auth', area: 'time', samples: ['/time-groups/list'] },
  { spec: '/time-groups/time', access: 'auth', area: 'time', samples: ['/time-groups/time'] },
  { spec: '/time-groups/graph', access: 'auth', area: 'time', samples: ['/time-groups/graph'] },
  { spec: '/time-groups/calculate', access: 'auth', area: 'time', samples: ['/time-groups/calculate'] },
  { spec: '/time-group/:groupId', access: 'auth', area: 'time', samples: [`/time-group/${id}`] },
  { spec: '/time-group/list/:groupId', access: 'auth', area: 'time', samples: [`/time-group/list/${id}`] },
  { spec: '/time-group/graph/:groupId', access: 'auth', area: 'time', samples: [`/time-group/graph/${id}`] },
  {
    spec: '/time-group/calculate/:groupId',
    access: 'auth',
    area: 'time',
    samples: [`/time-group/calculate/${id}`],
  },
  { spec: '/sub-group/:subGroupId', access: 'auth', area: 'time', samples: [`/sub-group/${id}`] },
  { spec: '/time-stamp/:stampId', access: 'auth', area: 'time', samples: [`/time-stamp/${id}`] },
  { spec: '/shopping-list-parent', access: 'auth', area: 'shopping', samples: ['/shopping-list-parent'] },
  { spec: '/shopping-lists', access: 'auth', area: 'shopping', samples: ['/shopping-lists'] },
  {
    spec: '/specific-shopping-list/:listId',
    access: 'auth',
    area: 'shopping',
    samples: [`/specific-shopping-list/${id}`],
  },
  { spec: '/shopping-list/:listId', access: 'auth', area: 'shopping', samples: [`/shopping-list/${id}`] },
  {
    spec: '/dashboard/:date?/:view?',
    access: 'auth',
    area: 'dashboard',
    samples: ['/dashboard/2026-11-21', '/dashboard/2026-11-21/week'],
  },
  { spec: '/storage-groups', access: 'auth', area: 'storage', samples: ['/storage-groups'] },
  { spec: '/storage-group/:storageGroupId', access: 'auth', area: 'storage', samples: [`/storage-group/${id}`] },
  { spec: '/storage-item/:storageItemId', access: 'auth', area: 'storage', samples: [`/storage-item/${id}`] },
  { spec: '/drink-collections', access: 'auth', area: 'drinks', samples: ['/drink-collections'] },
  { spec: '/drink-collection/:id', access: 'auth', area: 'drinks', samples: [`/drink-collection/${id}`] },
  { spec: '/drink/:id', access: 'auth', area: 'drinks', samples: [`/drink/${id}`] },
  { spec: '/public/drink-collection/:id', access: 'none', area: 'public', samples: [`/public/drink-collection/${id}`] },
  { spec: '/public/drink/:id', access: 'none', area: 'public', samples: [`/public/drink/${id}`] },
  { spec: '/collections', access: 'auth', area: 'collections', samples: ['/collections'] },
  { spec: '/collection/:id', access: 'auth', area: 'collections', samples: [`/collection/${id}`] },
  { spec: '/item/:id', access: 'auth', area: 'collections', samples: [`/item/${id}`] },
  { spec: '/public/collection/:id', access: 'none', area: 'public', samples: [`/public/collection/${id}`] },
  { spec: '/counter-groups', access: 'auth', area: 'counters', samples: ['/counter-groups'] },
  // Spec §2: "A 'Setup user profile' screen exists; its route is not shown." The path is ours.
  { spec: '/setup-profile', access: 'auth', area: 'accounts', samples: ['/setup-profile'] },
];
