import { sql, type Kysely } from 'kysely';

// Migrations are frozen in time, so they take Kysely<any> rather than today's Database type.
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see above
type AnyDb = Kysely<any>;

/**
 * Accounts and their preferences. Preference enums (theme, time_filter, ...) are checked by the
 * contract, not by CHECK constraints: SQLite cannot alter a constraint without rebuilding the
 * table, and a new theme should not need that. Literal defaults (spec §9) are repeated here on
 * purpose: a migration must not change when the app's defaults later do.
 */
export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .createTable('user')
    .addColumn('id', 'text', (col) => col.primaryKey().check(sql`length(id) = 12`))
    .addColumn('username', 'text', (col) => col.notNull())
    .addColumn('username_key', 'text', (col) => col.notNull().unique())
    .addColumn('password_hash', 'text', (col) => col.notNull())
    .addColumn('is_2fa_enabled', 'integer', (col) =>
      col.notNull().defaultTo(0).check(sql`is_2fa_enabled in (0, 1)`),
    )
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .execute();

  await db.schema
    .createTable('user_preferences')
    .addColumn('user_id', 'text', (col) => col.primaryKey().references('user.id').onDelete('cascade'))
    .addColumn('theme', 'text', (col) => col.notNull().defaultTo('light'))
    .addColumn('language', 'integer', (col) => col.notNull().defaultTo(1))
    .addColumn('time_sorting', 'text', (col) => col.notNull().defaultTo('normal'))
    .addColumn('time_filter', 'text', (col) => col.notNull().defaultTo('day'))
    .addColumn('time_view', 'text', (col) => col.notNull().defaultTo('list'))
    .addColumn('shape', 'text')
    .addColumn('journal_group', 'text')
    .addColumn('time_tracker_notes_collection', 'text')
    .addColumn('default_shopping_list', 'text')
    .addColumn('link_order', 'text')
    .addColumn('use_device_shutdown', 'integer', (col) => col.check(sql`use_device_shutdown in (0, 1)`))
    .addColumn('device_shutdown_config', 'text')
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable('user_preferences').execute();
  await db.schema.dropTable('user').execute();
}
