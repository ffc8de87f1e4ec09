import type { Schemas } from '../../../src/contract/types';

export type Heartbeat = Schemas['Heartbeat'];
