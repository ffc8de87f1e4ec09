import { sql, type Kysely } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations are frozen in time (see accounts' 0001)
type AnyDb = Kysely<any>;

/**
 * Public share links. `target_id` has no foreign key (it names a drink, a drink collection or a
 * collection by `kind`): a link whose target is deleted stays behind, answers 404 and is left out
 * of the owner's list. Indexes: the token (every public read finds its link by it) and the
 * owner's links by target (a drink's page asks for its own links).
 */
export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .createTable('share')
    .addColumn('id', 'text', (col) => col.primaryKey().check(sql`length(id) = 12`))
    .addColumn('user_id', 'text', (col) => col.notNull().references('user.id').onDelete('cascade'))
    .addColumn('kind', 'text', (col) => col.notNull().check(sql`kind in ('drink', 'drinkCollection', 'collection')`))
    .addColumn('target_id', 'text', (col) => col.notNull())
    .addColumn('token', 'text', (col) => col.notNull().unique())
    .addColumn('expires_at', 'text')
    .addColumn('created_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('share_user_target_idx').on('share').columns(['user_id', 'kind', 'target_id']).execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable('share').execute();
}
