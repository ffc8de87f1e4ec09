import type { DeviceControlDb, DeviceTable } from '../tables';

// Every function that serves a signed-in user takes the user id and filters by it (DESIGN §3).
// One cannot: deviceForQuestion finds a device by the id in its unauthenticated URL (the key,
// checked next, proves who may use it, as a username and password do at login).

/** A device with its time group's name (null without one). */
export type DeviceRow = DeviceTable & { time_group_name: string | null };

function devices(db: DeviceControlDb, userId: string) {
  return db
    .selectFrom('device')
    .leftJoin('time_group', 'time_group.id', 'device.time_group_id')
    .selectAll('device')
    .select('time_group.name as time_group_name')
    .where('device.user_id', '=', userId);
}

/** The user's devices by name. */
export function listDevices(db: DeviceControlDb, userId: string): Promise<DeviceRow[]> {
  return devices(db, userId).orderBy('device.name').orderBy('device.id').execute();
}

export function findDevice(db: DeviceControlDb, userId: string, id: string): Promise<DeviceRow | undefined> {
  return devices(db, userId).where('device.id', '=', id).executeTakeFirst();
}

export async function countDevices(db: DeviceControlDb, userId: string): Promise<number> {
  const row = await db.selectFrom('device').select((eb) => eb.fn.countAll<number | string>().as('count')).where('user_id', '=', userId).executeTakeFirstOrThrow();
  return Number(row.count);
}

export async function insertDevice(db: DeviceControlDb, userId: string, row: Omit<DeviceTable, 'user_id'>): Promise<void> {
  await db.insertInto('device').values({ ...row, user_id: userId }).execute();
}

export type DeviceChange = Partial<Pick<DeviceTable, 'name' | 'time_group_id' | 'time_zone' | 'key_hash' | 'last_contact_at' | 'told_shutdown_at'>> & {
  updated_at?: string;
};

/** False when the user has no such device. */
export async function updateDevice(db: DeviceControlDb, userId: string, id: string, change: DeviceChange): Promise<boolean> {
  const result = await db.updateTable('device').set(change).where('user_id', '=', userId).where('id', '=', id).executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** False when the user has no such device. */
export async function deleteDevice(db: DeviceControlDb, userId: string, id: string): Promise<boolean> {
  const result = await db.deleteFrom('device').where('user_id', '=', userId).where('id', '=', id).executeTakeFirst();
  return result.numDeletedRows > 0n;
}

/** The device an unauthenticated question names (its key is checked next). */
export function deviceForQuestion(db: DeviceControlDb, id: string): Promise<DeviceRow | undefined> {
  return db
    .selectFrom('device')
    .leftJoin('time_group', 'time_group.id', 'device.time_group_id')
    .selectAll('device')
    .select('time_group.name as time_group_name')
    .where('device.id', '=', id)
    .executeTakeFirst();
}

/** Whether the user has this time group (a device may only be tied to one of the owner's). */
export async function ownsTimeGroup(db: DeviceControlDb, userId: string, timeGroupId: string): Promise<boolean> {
  return (await db.selectFrom('time_group').select('id').where('user_id', '=', userId).where('id', '=', timeGroupId).executeTakeFirst()) !== undefined;
}
