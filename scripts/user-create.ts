/**
 * `npm run user:create -- --role admin --username NAME --email EMAIL [--full-name "NAME"]`:
 * creates an account in the configured database (DATA_DIR or DATABASE_URL), migrating and
 * preparing it first as start-up does. The password comes from standard input or a prompt.
 */
import { parseArgs } from 'node:util';
import { roles } from '../src/auth/roles';
import { userCreateSchema } from '../src/schemas/users.server';
import { closeSetup } from '../src/services/setup-service';
import { createUser } from '../src/services/user-service';
import { fail, withDatabase } from './lib/command';
import { PasswordInputError, readNewPassword } from './lib/password-input';

const messages = {
  usage:
    `Usage: npm run user:create -- --role ${roles.join('|')} --username NAME --email EMAIL [--full-name "FULL NAME"]\n` +
    'The password is read from standard input when it is not a terminal ' +
    '(printf \'%s\\n\' "$PASSWORD" | npm run user:create -- …), else asked for twice.',
  noPasswordOption:
    'The password is never taken as an option: other users of this machine can read a command line ' +
    'in the process list, and shells keep it in their history. Type it when asked, or send it on ' +
    'standard input.',
  roleRequired: '--role is required.',
  created: (role: string, username: string) => `Created ${role} account ${username}.`,
  setupClosed: 'The one-time setup link, if one was printed, no longer works.',
} as const;

const args = process.argv.slice(2);
if (args.some((arg) => /^(--password|-p)(=|$)/.test(arg))) fail(messages.noPasswordOption, 2);

let options: Record<string, string | boolean | undefined>;
try {
  options = parseArgs({
    args,
    options: {
      role: { type: 'string' },
      username: { type: 'string' },
      email: { type: 'string' },
      'full-name': { type: 'string' },
      help: { type: 'boolean', short: 'h' },
    },
  }).values;
} catch (error) {
  fail(`${(error as Error).message}\n${messages.usage}`, 2);
}
if (options.help) fail(messages.usage, 0);
if (!options.role) fail(`${messages.roleRequired}\n${messages.usage}`, 2);

const password = await readNewPassword().catch((error: unknown) => {
  if (error instanceof PasswordInputError) fail(error.message);
  throw error;
});
const parsed = userCreateSchema.safeParse({
  role: options.role,
  username: options.username,
  email: options.email,
  fullName: options['full-name'],
  password,
});
if (!parsed.success) {
  fail(parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('\n'));
}

await withDatabase(async () => {
  const user = await createUser(parsed.data);
  console.log(messages.created(user.role, user.username));
  if (user.role === 'admin') {
    await closeSetup();
    console.log(messages.setupClosed);
  }
});
