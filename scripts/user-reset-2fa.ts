/**
 * `npm run user:reset-2fa -- USERNAME`: removes an account's second factor (they lost their phone)
 * in the configured database (DATA_DIR or DATABASE_URL) and ends its sessions. The activity log
 * records it as done by the operator on the command line. For an admin locked out of the site;
 * admins reset other people from the users screen.
 */
import path from 'node:path';
import { parseArgs } from 'node:util';
import { pino } from 'pino';
import { ConfigError, loadDatabaseConfig } from '../src/config/env';
import { AppError } from '../src/errors';
import { openDatabase } from '../src/models/db';
import { DatabaseInUseError } from '../src/models/pglite-lock';
import { prepareDatabase } from '../src/models/prepare';
import { resetTwoFactor } from '../src/services/two-factor-service';
import { findUserByUsername } from '../src/services/user-service';

const messages = {
  usage: 'Usage: npm run user:reset-2fa -- USERNAME',
  noSuchUser: (username: string) => `No account is called ${username}.`,
  done: (username: string) =>
    `Two-step sign-in is off for ${username}; their sessions have ended. ` +
    'They sign in with their password and can enrol a new device on their account page.',
} as const;

function fail(message: string, code = 1): never {
  console.error(message);
  process.exit(code);
}

let positionals: string[];
try {
  ({ positionals } = parseArgs({
    args: process.argv.slice(2),
    allowPositionals: true,
    options: {},
  }));
} catch (error) {
  fail(`${(error as Error).message}\n${messages.usage}`, 2);
}
const username = positionals[0];
if (!username || positionals.length > 1) fail(messages.usage, 2);

let config: ReturnType<typeof loadDatabaseConfig>;
try {
  config = loadDatabaseConfig();
} catch (error) {
  if (error instanceof ConfigError) fail(error.message);
  throw error;
}
const db = await openDatabase({
  databaseUrl: config.databaseUrl,
  pgliteDir: path.join(config.dataDir, 'pglite'),
}).catch((error: unknown) => {
  if (error instanceof DatabaseInUseError) fail(error.message);
  throw error;
});

try {
  await prepareDatabase(db, pino({ level: 'silent' }), {
    sampleContent: config.seedSampleContent,
  });
  const user = await findUserByUsername(username);
  if (!user) {
    console.error(messages.noSuchUser(username));
    process.exitCode = 1;
  } else {
    await resetTwoFactor(user.id, { userId: null, name: 'operator (command line)', address: null });
    console.log(messages.done(user.username));
  }
} catch (error) {
  if (!(error instanceof AppError)) throw error;
  console.error(error.message);
  process.exitCode = 1;
} finally {
  await db.destroy();
}
