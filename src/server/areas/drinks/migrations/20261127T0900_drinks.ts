import { sql, type Kysely } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations are frozen in time (see accounts' 0001)
type AnyDb = Kysely<any>;

/**
 * Drink collections and drinks. A drink's ingredients, steps and tags are JSON text in its row
 * rather than child tables: they are read and written whole with their drink, in order (as
 * recipes do). The share area reads these columns (all but `name_key`) for public views; `notes`
 * is private and never shown there.
 *
 * Indexes: collections oldest first (user, created); a collection's drinks by name (user,
 * collection, name_key). The image is the images area's: deleting it there leaves the drink
 * without one, and deleting a drink leaves the image.
 */
export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .createTable('drink_collection')
    .addColumn('id', 'text', (col) => col.primaryKey().check(sql`length(id) = 12`))
    .addColumn('user_id', 'text', (col) => col.notNull().references('user.id').onDelete('cascade'))
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('drink_collection_user_idx').on('drink_collection').columns(['user_id', 'created_at']).execute();

  await db.schema
    .createTable('drink')
    .addColumn('id', 'text', (col) => col.primaryKey().check(sql`length(id) = 12`))
    .addColumn('user_id', 'text', (col) => col.notNull().references('user.id').onDelete('cascade'))
    .addColumn('collection_id', 'text', (col) => col.notNull().references('drink_collection.id').onDelete('cascade'))
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('name_key', 'text', (col) => col.notNull())
    .addColumn('ingredients', 'text', (col) => col.notNull().defaultTo('[]'))
    .addColumn('steps', 'text', (col) => col.notNull().defaultTo('[]'))
    .addColumn('glass', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('garnish', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('tags', 'text', (col) => col.notNull().defaultTo('[]'))
    .addColumn('rating', 'integer', (col) => col.check(sql`rating between 1 and 5`))
    .addColumn('notes', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('image_id', 'text', (col) => col.references('image.id').onDelete('set null'))
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('drink_collection_name_idx').on('drink').columns(['user_id', 'collection_id', 'name_key']).execute();
  await db.schema.createIndex('drink_image_idx').on('drink').column('image_id').execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable('drink').execute();
  await db.schema.dropTable('drink_collection').execute();
}
