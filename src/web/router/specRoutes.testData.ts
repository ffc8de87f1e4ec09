import type { AreaId } from '../appAreas';
import { sampleId as id } from '../testing/fakeIds';

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

// Each area's rows are beside it (features/<area>/routes.testData.ts), found by file name; the rows
// here are the shell's parts' (home, dashboard, command line, public pages).
const areaRows = import.meta.glob<SpecRoute[]>('../features/*/routes.testData.ts', { eager: true, import: 'specRoutes' });

/** The shell's parts' rows of spec §2. The dashboard's date redirect is tested apart. */
const shellRows: SpecRoute[] = [
  { spec: '/', access: 'auth', area: 'home', samples: ['/'] },
  { spec: '/cli/:command?', access: 'none', area: 'commandLine', samples: ['/cli', '/cli/help'] },
  {
    spec: '/dashboard/:date?/:view?',
    access: 'auth',
    area: 'dashboard',
    samples: ['/dashboard/2026-11-21', '/dashboard/2026-11-21/week'],
  },
  { spec: '/public/drink-collection/:id', access: 'none', area: 'public', samples: [`/public/drink-collection/${id}`] },
  { spec: '/public/drink/:id', access: 'none', area: 'public', samples: [`/public/drink/${id}`] },
  { spec: '/public/collection/:id', access: 'none', area: 'public', samples: [`/public/collection/${id}`] },
];

/** Spec §2, row by row, in the tests' terms: the shell's rows and every area's. */
export const specRouteTable: SpecRoute[] = [...shellRows, ...Object.values(areaRows).flat()];
