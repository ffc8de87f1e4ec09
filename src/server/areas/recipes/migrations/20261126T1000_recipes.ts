import { sql, type Kysely } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations are frozen in time (see accounts' 0001)
type AnyDb = Kysely<any>;

/**
 * Recipe collections and recipes. A recipe's steps, ingredients and parsed ingredients are JSON
 * text in its row rather than child tables: they are always read and written whole with their
 * recipe, in order, and no query needs one line on its own (search reads `search_text`, "What
 * can I cook?" and a food item's recipes read the parsed JSON). The parse is stored because it
 * costs about 40 µs a line: re-parsing every recipe of a user on each "What can I cook?" would not.
 *
 * Indexes: a collection's recipes newest first (user, collection, created), suggestions by name
 * (user, name_key), collections oldest first (user, created). The image is the images area's:
 * deleting it there leaves the recipe without one.
 */
export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .createTable('recipe_collection')
    .addColumn('id', 'text', (col) => col.primaryKey().check(sql`length(id) = 12`))
    .addColumn('user_id', 'text', (col) => col.notNull().references('user.id').onDelete('cascade'))
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('recipe_collection_user_idx').on('recipe_collection').columns(['user_id', 'created_at']).execute();

  await db.schema
    .createTable('recipe')
    .addColumn('id', 'text', (col) => col.primaryKey().check(sql`length(id) = 12`))
    .addColumn('user_id', 'text', (col) => col.notNull().references('user.id').onDelete('cascade'))
    .addColumn('collection_id', 'text', (col) => col.notNull().references('recipe_collection.id').onDelete('cascade'))
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('name_key', 'text', (col) => col.notNull())
    .addColumn('steps', 'text', (col) => col.notNull())
    .addColumn('ingredients', 'text', (col) => col.notNull())
    .addColumn('parsed_ingredients', 'text', (col) => col.notNull())
    .addColumn('search_text', 'text', (col) => col.notNull())
    .addColumn('servings', 'double precision')
    // Milliseconds up to 31 days pass a 32-bit integer; a double holds them exactly on both databases.
    .addColumn('prep_time_ms', 'double precision')
    .addColumn('cook_time_ms', 'double precision')
    .addColumn('total_time_ms', 'double precision')
    .addColumn('source_url', 'text')
    .addColumn('notes', 'text', (col) => col.notNull())
    .addColumn('image_id', 'text', (col) => col.references('image.id').onDelete('set null'))
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('recipe_collection_created_idx').on('recipe').columns(['user_id', 'collection_id', 'created_at']).execute();
  await db.schema.createIndex('recipe_name_idx').on('recipe').columns(['user_id', 'name_key']).execute();
  await db.schema.createIndex('recipe_image_idx').on('recipe').column('image_id').execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable('recipe').execute();
  await db.schema.dropTable('recipe_collection').execute();
}
