import { defineArea } from '../../area';
import { shareAccountData } from './accountData';
import { createShareHandlers } from './handlers';
import * as m20261127T0930 from './migrations/20261127T0930_share';
import { shareSettings } from './settings';

/** Public share links of drinks, drink collections and collections, and the public reads they open. */
export const share = defineArea({
  name: 'share',
  settings: shareSettings,
  handlers: createShareHandlers,
  accountData: shareAccountData,
  migrations: {
    '20261127T0930_share': m20261127T0930,
  },
});
