import type { Migration } from 'kysely';
import * as m0001Users from './0001_users';
import * as m0002Auth from './0002_auth';

/**
 * Every migration, in order. Listed statically (no directory scan) so bundling, tsx and vitest
 * all see the same set. Names sort in run order; never rename or edit one that has shipped.
 */
export const migrations: Record<string, Migration> = {
  '0001_users': m0001Users,
  '0002_auth': m0002Auth,
};
