import { defineArea } from '../../area';
import { deviceControlAccountData } from './accountData';
import { deviceControlDashboardSection } from './dashboardSection';
import { createDeviceControlHandlers } from './handlers';
import * as m20261128T1100 from './migrations/20261128T1100_device_control';
import { deviceControlSettings } from './settings';

/**
 * Device control (issue 27): devices ask, with their key, whether to warn their user or shut
 * down, by the owner's allowed hours and daily limits (the deviceShutdownConfig preference) and
 * the use their time group's heartbeats measured today.
 */
export const deviceControl = defineArea({
  name: 'deviceControl',
  settings: deviceControlSettings,
  handlers: createDeviceControlHandlers,
  accountData: deviceControlAccountData,
  dashboardSection: deviceControlDashboardSection,
  migrations: {
    '20261128T1100_device_control': m20261128T1100,
  },
});
