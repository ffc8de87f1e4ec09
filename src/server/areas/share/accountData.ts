import type { AreaDeps } from '../../area';
import { tablePart } from '../../accountData/tablePart';
import type { ShareTables } from './tables';

/** Share links travel as a list only: a restore never re-creates them (a link is for the old address). */
export const shareAccountData = ({ db }: AreaDeps<ShareTables>) => tablePart(db, [{ table: 'share', key: 'id', exportOnly: true }]);
