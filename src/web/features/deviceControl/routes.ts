import { createRoute } from '@tanstack/react-router';
import type { AreaParents } from '../../areaDefinition';
import { areaPreloader } from '../../router/areaPreloader';
import { areaScreen } from '../../router/areaScreen';
import { deviceControlMessages } from './messages';

const area = 'deviceControl';
const preload = areaPreloader(() => import('./queries'));

/** /settings/device-control (spec §2), titled with the area's name. */
export function deviceControlRoutes(auth: AreaParents['auth']) {
  return [
    createRoute({
      getParentRoute: () => auth,
      path: 'settings/device-control',
      staticData: { area, title: deviceControlMessages.name },
      // A failed load is the screen's to show (with a retry).
      loader: ({ context }) =>
        preload(context, (q, { queryClient, api }) => [
          queryClient.ensureQueryData(q.devicesQuery(api)).catch(() => undefined),
          queryClient.ensureQueryData(q.timeGroupChoicesQuery(api)).catch(() => undefined),
        ]),
      component: areaScreen(area, () => import('./DeviceControlRoute'), 'DeviceControlRoute'),
    }),
  ];
}
