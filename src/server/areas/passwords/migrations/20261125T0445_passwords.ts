import { sql, type Kysely } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations are frozen in time (see accounts' 0001)
type AnyDb = Kysely<any>;

/**
 * The password vault: groups and entries, keyed by (user_id, id) since the browser chooses ids.
 * An entry's group is the same user's by a composite foreign key; deleting a group that still
 * holds entries is refused by it (the repository moves or deletes them first). Searches match a
 * substring of name_key, which no index serves; the (user_id, name_key) index serves the sorted
 * lists and the (user_id, group_id) one a group's entries and counts.
 */
export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .createTable('password_group')
    .addColumn('id', 'text', (col) => col.notNull().check(sql`length(id) = 12`))
    .addColumn('user_id', 'text', (col) => col.notNull().references('user.id').onDelete('cascade'))
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('name_key', 'text', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .addPrimaryKeyConstraint('password_group_pk', ['user_id', 'id'])
    .addUniqueConstraint('password_group_name_unique', ['user_id', 'name_key'])
    .execute();

  await db.schema
    .createTable('password_entry')
    .addColumn('id', 'text', (col) => col.notNull().check(sql`length(id) = 12`))
    .addColumn('user_id', 'text', (col) => col.notNull().references('user.id').onDelete('cascade'))
    .addColumn('group_id', 'text', (col) => col.notNull())
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('name_key', 'text', (col) => col.notNull())
    .addColumn('username', 'text', (col) => col.notNull())
    .addColumn('password', 'text', (col) => col.notNull())
    .addColumn('url', 'text', (col) => col.notNull())
    .addColumn('notes', 'text', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .addPrimaryKeyConstraint('password_entry_pk', ['user_id', 'id'])
    .addForeignKeyConstraint('password_entry_group_fk', ['user_id', 'group_id'], 'password_group', ['user_id', 'id'])
    .execute();
  await db.schema.createIndex('password_entry_group_idx').on('password_entry').columns(['user_id', 'group_id']).execute();
  await db.schema.createIndex('password_entry_name_idx').on('password_entry').columns(['user_id', 'name_key']).execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable('password_entry').execute();
  await db.schema.dropTable('password_group').execute();
}
