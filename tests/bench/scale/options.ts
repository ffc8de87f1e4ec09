/** What `npm run bench:scale -- …` was asked to do. */
export interface ScaleOptions {
  /** Seconds measured per run (after the warm-up). */
  seconds: number;
  /** Seconds of the mix before measuring: JIT, pools and caches settle. */
  warmUpSeconds: number;
  /** Signed-in users, one closed-loop client each. */
  users: number;
  /** Finished stamps each user has before the run (their history). */
  pastStamps: number;
  /** Set: the soak (PostgreSQL, 2 processes) for this many seconds instead of the three runs. */
  soakSeconds?: number;
  /** Where to write the results as JSON. */
  jsonPath?: string;
  /** Only the runs whose name holds this (lower case): "sqlite", "2 processes". */
  only?: string;
  postgresUrl: string;
}

export const USAGE = `npm run bench:scale -- [--seconds N] [--quick] [--soak [DURATION]] [--users N] [--json FILE] [--only TEXT]
  --seconds N        measure each run for N seconds (default 30)
  --quick            a short smoke run: 5 s warm-up, 8 s measured, a short history
  --soak [DURATION]  the mix on PostgreSQL with 2 processes for DURATION (default 10m; 90s, 10m, 1h),
                     after a warm-up of 60 s (5 s with --quick)
  --users N          signed-in users, one client each (default 20)
  --json FILE        also write the results to FILE
  --only TEXT        only the runs whose name holds TEXT ("sqlite", "1 process", "2 processes")
DATABASE_URL (default postgres://lifelog:lifelog@127.0.0.1:5432/lifelog) is where fresh databases are made.`;

const LOCAL_POSTGRES = 'postgres://lifelog:lifelog@127.0.0.1:5432/lifelog';
const DEFAULT_SOAK_SECONDS = 600;
const SOAK_WARM_UP_SECONDS = 60;

export class UsageError extends Error {
  override name = 'UsageError';
}

/** Reads the command line; throws a UsageError naming the option that is wrong. */
export function parseScaleOptions(argv: readonly string[], env: NodeJS.ProcessEnv = process.env): ScaleOptions {
  const options: ScaleOptions = { seconds: 30, warmUpSeconds: 10, users: 20, pastStamps: 40, postgresUrl: env.DATABASE_URL?.trim() || LOCAL_POSTGRES };
  let secondsGiven = false;
  let quick = false;
  for (let index = 0; index < argv.length; index++) {
    const argument = argv[index] ?? '';
    const value = () => {
      const next = argv[index + 1];
      if (next === undefined || next.startsWith('--')) throw new UsageError(`${argument} needs a value`);
      index++;
      return next;
    };
    if (argument === '--seconds') {
      options.seconds = wholeNumber(argument, value(), 1, 24 * 3600);
      secondsGiven = true;
    } else if (argument === '--quick') {
      quick = true;
      Object.assign(options, { warmUpSeconds: 5, pastStamps: 10 }, secondsGiven ? {} : { seconds: 8 });
    } else if (argument === '--soak') {
      const next = argv[index + 1];
      options.soakSeconds = next === undefined || next.startsWith('--') ? DEFAULT_SOAK_SECONDS : parseDuration(value());
    } else if (argument === '--users') {
      options.users = wholeNumber(argument, value(), 1, 500);
    } else if (argument === '--json') {
      options.jsonPath = value();
    } else if (argument === '--only') {
      options.only = value().toLowerCase();
    } else {
      throw new UsageError(`unknown option ${argument}`);
    }
  }
  // A soak's memory at the start is taken after the warm-up: give the heap time to reach its working size.
  if (options.soakSeconds !== undefined && !quick) options.warmUpSeconds = SOAK_WARM_UP_SECONDS;
  return options;
}

/** "90", "90s", "10m", "1h", "1h30m" as seconds. */
export function parseDuration(text: string): number {
  const match = /^(?:(\d+)h)?(?:(\d+)m)?(?:(\d+)s?)?$/.exec(text.trim().toLowerCase());
  const seconds = match === null ? 0 : Number(match[1] ?? 0) * 3600 + Number(match[2] ?? 0) * 60 + Number(match[3] ?? 0);
  if (seconds < 1) throw new UsageError(`--soak takes a duration such as 90s, 10m or 1h, got "${text}"`);
  return seconds;
}

function wholeNumber(name: string, text: string, min: number, max: number): number {
  const number = Number(text);
  if (!/^\d+$/.test(text) || number < min || number > max) throw new UsageError(`${name} must be a whole number from ${min} to ${max}, got "${text}"`);
  return number;
}
