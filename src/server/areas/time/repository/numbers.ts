/** PostgreSQL answers SUM and COUNT as text (bigint/numeric); SQLite as numbers. */
export const toNumber = (value: unknown): number => (value === null || value === undefined ? 0 : Number(value));

/** An instant in epoch ms as the ISO text the tables hold. */
export const iso = (ms: number) => new Date(ms).toISOString();
