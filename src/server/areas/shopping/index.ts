import { defineArea } from '../../area';
import { shoppingAccountData } from './accountData';
import { shoppingDashboardSection } from './dashboardSection';
import { createShoppingHandlers } from './handlers';
import * as m20261126T1010 from './migrations/20261126T1010_shopping';
import { shoppingSettings } from './settings';

/** Shopping lists with their items, checked off while shopping, merged by food when asked. */
export const shopping = defineArea({
  name: 'shopping',
  settings: shoppingSettings,
  handlers: createShoppingHandlers,
  accountData: shoppingAccountData,
  dashboardSection: shoppingDashboardSection,
  migrations: {
    '20261126T1010_shopping': m20261126T1010,
  },
});
