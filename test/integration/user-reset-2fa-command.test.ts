import { afterEach, describe, expect, it } from 'vitest';
import { User } from '#src/models/user';
import { createUser } from '../factories/users';
import {
  createCommandDatabase,
  runCommand,
  type CommandDatabase,
} from '../helpers/command-database';

// The operator's way back in for an admin who lost their phone: `npm run user:reset-2fa`.

const opened: CommandDatabase[] = [];
afterEach(async () => {
  for (const database of opened.splice(0)) await database.destroy();
});

const resetCommand = (database: CommandDatabase, args: string[]) =>
  runCommand('npm', ['run', '-s', 'user:reset-2fa', '--', ...args], {
    ...database.env,
    NODE_ENV: 'production',
  });

describe('npm run user:reset-2fa', { timeout: 120_000 }, () => {
  it('turns off an admin’s second factor, ends their sessions and logs it as the operator', async () => {
    const database = await createCommandDatabase();
    opened.push(database);
    let db = await database.open();
    await db.migrate.latest();
    const admin = await createUser({ role: 'admin', username: 'locked-out' });
    await User.query().findById(admin.id).patch({
      twoFactorSecret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP',
      twoFactorEnabledAt: new Date(),
    });
    await db('recovery_codes').insert({ userId: admin.id, codeHash: 'f'.repeat(64) });
    await db('sessions').insert({
      sid: 'a-session-of-the-admin',
      sess: JSON.stringify({ passport: { user: admin.id } }),
      expired: new Date(Date.now() + 60_000),
      userId: admin.id,
    });
    await db.destroy();

    const usage = await resetCommand(database, []);
    expect(usage.code).toBe(2);
    expect(usage.stderr).toContain('Usage: npm run user:reset-2fa -- USERNAME');
    const unknown = await resetCommand(database, ['nobody']);
    expect(unknown.code).toBe(1);
    expect(unknown.stderr).toContain('No account is called nobody.');

    const result = await resetCommand(database, ['Locked-Out']);
    expect(result.stderr).toBe('');
    expect(result.code).toBe(0);
    expect(result.stdout).toContain('Two-step sign-in is off for locked-out');

    db = await database.open();
    try {
      const user = await User.query().findById(admin.id);
      expect(user).toMatchObject({ twoFactorSecret: null, twoFactorEnabledAt: null });
      expect(await db('recovery_codes').where({ userId: admin.id })).toEqual([]);
      expect(await db('sessions').where({ userId: admin.id })).toEqual([]);
      expect(await db('activity_log').where({ action: 'auth.two_factor_reset' })).toMatchObject([
        {
          actorId: null,
          actorName: 'operator (command line)',
          address: null,
          objectId: String(admin.id),
          objectLabel: 'locked-out',
        },
      ]);
      // Nothing left to reset: said so.
      await db.destroy();
      const again = await resetCommand(database, ['locked-out']);
      expect(again.code).toBe(1);
      expect(again.stderr).toContain('not on');
    } finally {
      await db.destroy().catch(() => undefined);
    }
  });
});
