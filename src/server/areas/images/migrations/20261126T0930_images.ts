import { sql, SqliteAdapter, type Kysely } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations are frozen in time (see accounts' 0001)
type AnyDb = Kysely<any>;

/**
 * Images in the database, so several servers on one PostgreSQL share them: one `image` row with
 * what a list needs (size of the upright original, its type, byte counts), and one
 * `image_rendition` row per stored size (`original`, `thumb`, `medium`, `large`) holding the bytes,
 * read only when a size is served. Bytes are a BLOB on SQLite and bytea on PostgreSQL; both
 * drivers hand back a Buffer. Other areas (recipes, later drinks and collection items) read
 * `image` (id, user_id) to check that an image is the caller's own.
 */
export async function up(db: AnyDb): Promise<void> {
  const bytesType = db.getExecutor().adapter instanceof SqliteAdapter ? 'blob' : 'bytea';

  await db.schema
    .createTable('image')
    .addColumn('id', 'text', (col) => col.primaryKey().check(sql`length(id) = 12`))
    .addColumn('user_id', 'text', (col) => col.notNull().references('user.id').onDelete('cascade'))
    .addColumn('width', 'integer', (col) => col.notNull())
    .addColumn('height', 'integer', (col) => col.notNull())
    .addColumn('original_type', 'text', (col) => col.notNull())
    .addColumn('original_byte_count', 'integer', (col) => col.notNull())
    .addColumn('stored_byte_count', 'integer', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('image_user_idx').on('image').columns(['user_id', 'created_at']).execute();

  await db.schema
    .createTable('image_rendition')
    .addColumn('image_id', 'text', (col) => col.notNull().references('image.id').onDelete('cascade'))
    .addColumn('user_id', 'text', (col) => col.notNull().references('user.id').onDelete('cascade'))
    .addColumn('size', 'text', (col) => col.notNull())
    .addColumn('content_type', 'text', (col) => col.notNull())
    .addColumn('width', 'integer', (col) => col.notNull())
    .addColumn('height', 'integer', (col) => col.notNull())
    .addColumn('byte_count', 'integer', (col) => col.notNull())
    .addColumn('bytes', bytesType, (col) => col.notNull())
    .addPrimaryKeyConstraint('image_rendition_pk', ['image_id', 'size'])
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable('image_rendition').execute();
  await db.schema.dropTable('image').execute();
}
