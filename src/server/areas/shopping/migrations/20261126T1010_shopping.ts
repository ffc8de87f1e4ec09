import { sql, type Kysely } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations are frozen in time (see accounts' 0001)
type AnyDb = Kysely<any>;

/**
 * Shopping lists and their items. A list's items are read in position order (index on user,
 * list, position); deleting a list or its owner takes its items with it.
 */
export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .createTable('shopping_list')
    .addColumn('id', 'text', (col) => col.primaryKey().check(sql`length(id) = 12`))
    .addColumn('user_id', 'text', (col) => col.notNull().references('user.id').onDelete('cascade'))
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('shopping_list_user_idx').on('shopping_list').columns(['user_id', 'created_at']).execute();

  await db.schema
    .createTable('shopping_item')
    .addColumn('id', 'text', (col) => col.primaryKey().check(sql`length(id) = 12`))
    .addColumn('user_id', 'text', (col) => col.notNull().references('user.id').onDelete('cascade'))
    .addColumn('list_id', 'text', (col) => col.notNull().references('shopping_list.id').onDelete('cascade'))
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('quantity', 'double precision')
    .addColumn('unit', 'text')
    .addColumn('note', 'text', (col) => col.notNull())
    .addColumn('checked', 'integer', (col) => col.notNull())
    .addColumn('checked_at', 'text')
    .addColumn('position', 'integer', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('shopping_item_list_position_idx').on('shopping_item').columns(['user_id', 'list_id', 'position']).execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable('shopping_item').execute();
  await db.schema.dropTable('shopping_list').execute();
}
