// `npm run reset-password -- USERNAME [--disable-2fa]`: for the person who runs the server, when a
// user has forgotten their password. Reads the server's own configuration (DATA_DIR,
// DATABASE_URL: the same environment as `npm start`), asks for the new password twice on a
// terminal or reads it from the first line of standard input, sets it, ends every session of the
// user and clears their failed logins. Two-factor authentication is turned off only with
// --disable-2fa. The extra password and the saved passwords stay as they are.
//   npm run reset-password -- alice
//   printf '%s\n' 'a new long password' | npm run reset-password -- alice --disable-2fa
import { pathToFileURL } from 'node:url';
import { NEW_PASSWORD_LENGTH, resetPassword } from '../src/server/areas/accounts/index';
import type { AccountsDb } from '../src/server/areas/accounts/tables';
import { migrateAppToLatest } from '../src/server/composition';
import { loadConfig } from '../src/server/config';
import { openDatabase } from '../src/server/db/database';

const USAGE = 'Usage: npm run reset-password -- USERNAME [--disable-2fa]';

/** What the command reads and writes: the real process's, or a test's. */
export interface CommandIo {
  args: string[];
  env: NodeJS.ProcessEnv;
  stdin: NodeJS.ReadableStream & { isTTY?: boolean; setRawMode?: (raw: boolean) => unknown };
  stdout: NodeJS.WritableStream;
  stderr: NodeJS.WritableStream;
}

/** Runs the command; the exit code (0 done, 1 refused, 2 wrong usage). */
export async function runResetPassword(io: CommandIo): Promise<number> {
  const flags = io.args.filter((arg) => arg.startsWith('-'));
  const names = io.args.filter((arg) => !arg.startsWith('-'));
  const unknown = flags.filter((flag) => flag !== '--disable-2fa');
  if (names.length !== 1 || unknown.length > 0) {
    io.stderr.write(`${unknown.length > 0 ? `Unknown option ${unknown.join(', ')}. ` : ''}${USAGE}\n`);
    return 2;
  }
  const username = names[0]!;
  const newPassword = await readNewPassword(io);
  if (newPassword === undefined) {
    io.stderr.write('The two passwords differ; nothing was changed.\n');
    return 1;
  }
  const config = loadConfig(io.env);
  const database = openDatabase(config);
  try {
    await migrateAppToLatest(database);
    const db = database.db as unknown as AccountsDb;
    const result = await resetPassword(db, { username, newPassword, turnOffTwoFactor: flags.includes('--disable-2fa'), now: new Date() });
    switch (result.outcome) {
      case 'no such user':
        io.stderr.write(`There is no user named ${username}; nothing was changed.\n`);
        return 1;
      case 'password too short':
      case 'password too long':
        io.stderr.write(`The password must be ${NEW_PASSWORD_LENGTH.min} to ${NEW_PASSWORD_LENGTH.max} characters long; nothing was changed.\n`);
        return 1;
      case 'reset': {
        const twoFactor = {
          off: '',
          'turned off': ' Two-factor authentication is now off.',
          'still on': ' Two-factor authentication is still on (add --disable-2fa if they lost their authenticator).',
        }[result.twoFactor];
        io.stdout.write(`The password of ${username} was changed and ${result.sessionsEnded} session(s) were signed out.${twoFactor}\n`);
        return 0;
      }
    }
  } finally {
    await database.close();
  }
}

/** The new password: typed twice unseen on a terminal (undefined when they differ), else stdin's first line. */
async function readNewPassword(io: CommandIo): Promise<string | undefined> {
  if (io.stdin.isTTY !== true || io.stdin.setRawMode === undefined) return firstLine(io.stdin);
  const first = await askUnseen(io, 'New password: ');
  const second = await askUnseen(io, 'The same again: ');
  return first === second ? first : undefined;
}

async function firstLine(stream: NodeJS.ReadableStream): Promise<string> {
  let text = '';
  for await (const chunk of stream) {
    text += chunk.toString();
    if (text.includes('\n')) break;
  }
  return text.split(/\r?\n/)[0] ?? '';
}

/** One line typed on the terminal without echo; Ctrl-C stops the command. */
function askUnseen(io: CommandIo, question: string): Promise<string> {
  const input = io.stdin;
  return new Promise((resolve) => {
    io.stdout.write(question);
    input.setRawMode?.(true);
    input.resume();
    let typed = '';
    const onData = (chunk: Buffer | string) => {
      for (const char of chunk.toString()) {
        if (char === '\u0003') {
          io.stdout.write('\n');
          process.exit(130);
        }
        if (char === '\r' || char === '\n') {
          input.setRawMode?.(false);
          input.pause();
          input.off('data', onData);
          io.stdout.write('\n');
          resolve(typed);
          return;
        }
        typed = char === '\u007f' || char === '\b' ? typed.slice(0, -1) : typed + char;
      }
    };
    input.on('data', onData);
  });
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  runResetPassword({ args: process.argv.slice(2), env: process.env, stdin: process.stdin, stdout: process.stdout, stderr: process.stderr })
    .then((code) => process.exit(code))
    .catch((error: unknown) => {
      console.error(error instanceof Error ? error.message : error);
      process.exit(1);
    });
}
