import type { SpecRoute } from '../../router/specRoutes.testData';
import { sampleId as id } from '../../testing/fakeIds';

/** The `time` area's rows of spec §2's route table (router/specRoutes.testData.ts gathers every area's). */
export const specRoutes: SpecRoute[] = [
  { spec: '/time-tracker', access: 'auth', area: 'time', samples: ['/time-tracker'] },
  { spec: '/time-tracker/admin', access: 'auth', area: 'time', samples: ['/time-tracker/admin'] },
  { spec: '/time-tracker/integrations', access: 'auth', area: 'time', samples: ['/time-tracker/integrations'] },
  { spec: '/time-tracker/import', access: 'auth', area: 'time', samples: ['/time-tracker/import'] },
  { spec: '/time-tracker/export', access: 'auth', area: 'time', samples: ['/time-tracker/export'] },
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
];
