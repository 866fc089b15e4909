/**
 * `npm run user:reset-2fa -- USERNAME`: removes an account's second factor (they lost their phone)
 * in the configured database (DATA_DIR or DATABASE_URL) and ends its sessions. The activity log
 * records it as done by the operator on the command line. For an admin locked out of the site;
 * admins reset other people from the users screen.
 */
import { parseArgs } from 'node:util';
import { resetTwoFactor } from '../src/services/two-factor-service';
import { findUserByUsername } from '../src/services/user-service';
import { fail, withDatabase } from './lib/command';

const messages = {
  usage: 'Usage: npm run user:reset-2fa -- USERNAME',
  noSuchUser: (username: string) => `No account is called ${username}.`,
  done: (username: string) =>
    `Two-step sign-in is off for ${username}; their sessions have ended. ` +
    'They sign in with their password and can enrol a new device on their account page.',
} as const;

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

await withDatabase(async () => {
  const user = await findUserByUsername(username);
  if (!user) {
    console.error(messages.noSuchUser(username));
    process.exitCode = 1;
    return;
  }
  await resetTwoFactor(user.id, { userId: null, name: 'operator (command line)', address: null });
  console.log(messages.done(user.username));
});
