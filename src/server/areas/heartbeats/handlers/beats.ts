import type { AreaDeps } from '../../../area';
import type { OpenHandlers } from '../../../handlers';
import { acceptBeat } from '../beats';
import type { HeartbeatSettings } from '../settings';
import type { HeartbeatTables } from '../tables';

export const KEY_HEADER = 'x-heartbeat-key';

/** The header's one value; a repeated header is no key at all. */
function keyOf(value: string | string[] | undefined): string | undefined {
  return typeof value === 'string' ? value : undefined;
}

/** POST /heartbeat/{id}: a heartbeat, with its definition's key. */
export function createBeatHandlers({ db, dialect }: AreaDeps<HeartbeatTables>, settings: HeartbeatSettings) {
  return {
    async sendHeartbeat({ params: { heartbeatId }, request }) {
      return acceptBeat(db, dialect, settings, heartbeatId, keyOf(request.headers[KEY_HEADER]));
    },
  } satisfies Partial<OpenHandlers>;
}
