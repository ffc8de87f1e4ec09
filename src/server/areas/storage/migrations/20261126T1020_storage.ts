import { sql, type Kysely } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations are frozen in time (see accounts' 0001)
type AnyDb = Kysely<any>;

/**
 * Storage groups (places) and their items. The item columns up to `updated_at` are read by the
 * recipes area too (food items for "What can I cook?"); `name_key` and `note_key` are the name
 * and note lower-cased by the server (SQLite's lower() knows only ASCII: "Ägg" must find "ägg"),
 * defaulting to '' so a row written without them is still valid. Indexes: a group's items by
 * name; every item by best-before (what expires soon, per group and on the dashboard); and the
 * user's items by name key for search, which reads only that user's rows, names in order.
 */
export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .createTable('storage_group')
    .addColumn('id', 'text', (col) => col.primaryKey().check(sql`length(id) = 12`))
    .addColumn('user_id', 'text', (col) => col.notNull().references('user.id').onDelete('cascade'))
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('storage_group_user_idx').on('storage_group').columns(['user_id', 'created_at']).execute();

  await db.schema
    .createTable('storage_item')
    .addColumn('id', 'text', (col) => col.primaryKey().check(sql`length(id) = 12`))
    .addColumn('user_id', 'text', (col) => col.notNull().references('user.id').onDelete('cascade'))
    .addColumn('group_id', 'text', (col) => col.notNull().references('storage_group.id').onDelete('cascade'))
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('quantity', 'double precision')
    .addColumn('unit', 'text')
    .addColumn('best_before', 'text')
    .addColumn('note', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('is_food', 'integer', (col) => col.notNull().defaultTo(1))
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .addColumn('name_key', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('note_key', 'text', (col) => col.notNull().defaultTo(''))
    .execute();
  await db.schema.createIndex('storage_item_group_idx').on('storage_item').columns(['user_id', 'group_id', 'name_key']).execute();
  await db.schema.createIndex('storage_item_best_before_idx').on('storage_item').columns(['user_id', 'best_before']).execute();
  await db.schema.createIndex('storage_item_search_idx').on('storage_item').columns(['user_id', 'name_key']).execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable('storage_item').execute();
  await db.schema.dropTable('storage_group').execute();
}
