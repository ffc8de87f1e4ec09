import { defineArea } from '../../area';
import { storageAccountData } from './accountData';
import { storageDashboardSection } from './dashboardSection';
import { createStorageHandlers } from './handlers';
import * as m20261126T1020 from './migrations/20261126T1020_storage';
import { storageSettings } from './settings';

/** Home storage: places (storage groups) holding items with amounts, best-before dates and a food flag. */
export const storage = defineArea({
  name: 'storage',
  settings: storageSettings,
  handlers: createStorageHandlers,
  accountData: storageAccountData,
  dashboardSection: storageDashboardSection,
  migrations: {
    '20261126T1020_storage': m20261126T1020,
  },
});
