import { sql, type Kysely } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations are frozen in time (see accounts' 0001)
type AnyDb = Kysely<any>;

/**
 * Collections with fields of their own, and their items. Fields, the saved view, an item's values
 * and its unconverted values are JSON text (the share area reads `fields` and `values` too). An
 * item goes with its collection. `position` orders the items one import added at the same time (the
 * rows' order). Indexes: the user's collections by creation time, and a
 * collection's items by creation time.
 */
export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .createTable('collection')
    .addColumn('id', 'text', (col) => col.primaryKey().check(sql`length(id) = 12`))
    .addColumn('user_id', 'text', (col) => col.notNull().references('user.id').onDelete('cascade'))
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('fields', 'text', (col) => col.notNull().defaultTo('[]'))
    .addColumn('view', 'text', (col) => col.notNull().defaultTo('{"layout":"table"}'))
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('collection_user_idx').on('collection').columns(['user_id', 'created_at']).execute();

  await db.schema
    .createTable('item')
    .addColumn('id', 'text', (col) => col.primaryKey().check(sql`length(id) = 12`))
    .addColumn('user_id', 'text', (col) => col.notNull().references('user.id').onDelete('cascade'))
    .addColumn('collection_id', 'text', (col) => col.notNull().references('collection.id').onDelete('cascade'))
    .addColumn('values', 'text', (col) => col.notNull().defaultTo('{}'))
    .addColumn('unconverted', 'text', (col) => col.notNull().defaultTo('{}'))
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .addColumn('position', 'integer', (col) => col.notNull().defaultTo(0))
    .execute();
  await db.schema.createIndex('item_collection_idx').on('item').columns(['user_id', 'collection_id', 'created_at', 'position']).execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable('item').execute();
  await db.schema.dropTable('collection').execute();
}
