import { sql, type Kysely } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations are frozen in time (see accounts' 0001)
type AnyDb = Kysely<any>;

/**
 * A user's tags (titles unique per user ignoring case, as title_key) and which groups carry them.
 * A link goes with its group or its tag (cascades, and the repository deletes them explicitly in
 * the same transaction too).
 */
export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .createTable('time_tag')
    .addColumn('id', 'text', (col) => col.primaryKey().check(sql`length(id) = 12`))
    .addColumn('user_id', 'text', (col) => col.notNull().references('user.id').onDelete('cascade'))
    .addColumn('title', 'text', (col) => col.notNull())
    .addColumn('title_key', 'text', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .addUniqueConstraint('time_tag_title_unique', ['user_id', 'title_key'])
    .execute();

  await db.schema
    .createTable('time_group_tag')
    .addColumn('time_group_id', 'text', (col) => col.notNull().references('time_group.id').onDelete('cascade'))
    .addColumn('tag_id', 'text', (col) => col.notNull().references('time_tag.id').onDelete('cascade'))
    .addColumn('user_id', 'text', (col) => col.notNull().references('user.id').onDelete('cascade'))
    .addPrimaryKeyConstraint('time_group_tag_pk', ['time_group_id', 'tag_id'])
    .execute();
  await db.schema.createIndex('time_group_tag_user_idx').on('time_group_tag').columns(['user_id', 'tag_id']).execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable('time_group_tag').execute();
  await db.schema.dropTable('time_tag').execute();
}
