import { defineArea } from '../../areaDefinition';
import { deviceControlMessages as m } from './messages';
import { deviceControlRoutes } from './routes';

/**
 * Device control (issue 27): devices with a key shown once, per-weekday hours and daily limits
 * saved in the deviceShutdownConfig preference, ready agents, and each device's use on the
 * dashboard. Reached from Settings (spec §2's /settings/device-control), so no sidebar link.
 */
export const deviceControlArea = defineArea({
  id: 'deviceControl',
  name: m.name,
  dashboardCard: () => import('./dashboard/DeviceControlDashboardCard'),
  routes: ({ auth }) => ({ auth: deviceControlRoutes(auth) }),
});
