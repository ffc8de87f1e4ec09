import { createRoute } from '@tanstack/react-router';
import type { AreaParents } from '../../areaDefinition';
import { areaScreen } from '../../router/areaScreen';
import { deviceControlMessages } from './messages';

const area = 'deviceControl';

/**
 * /settings/device-control (spec §2), titled with the area's name. No loader: the screen's code
 * fetches its data as it mounts (DeviceControlRoute), which keeps this file, in the first screen's
 * code, at the least a route can be (the first-screen budget).
 */
export function deviceControlRoutes(auth: AreaParents['auth']) {
  return [
    createRoute({
      getParentRoute: () => auth,
      path: 'settings/device-control',
      staticData: { area, title: deviceControlMessages.name },
      component: areaScreen(area, () => import('./DeviceControlRoute'), 'DeviceControlRoute'),
    }),
  ];
}
