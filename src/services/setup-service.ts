import { createHash, randomBytes } from 'node:crypto';
import type { Transaction } from 'objection';
import type { Logger } from 'pino';
import type { SessionUser } from '../auth/roles';
import { ConflictError, ForbiddenError } from '../errors';
import { SetupToken } from '../models/setup-token';
import { User } from '../models/user';
import { setupMessages, type SetupPayload } from '../schemas/setup';
import { createUser } from './user-service';

/**
 * The first admin of a site started without sample accounts: each start with no admin prints a
 * one-time link (Ghost and WordPress do the same on a first run), and the link creates the admin.
 */

export const setupLinkLifetimeMs = 24 * 60 * 60 * 1000;

export const messages = {
  ...setupMessages,
  announce: (link: string) =>
    `No admin account yet. Create the first admin within 24 hours at ${link} ` +
    '(the link works once; the next start replaces it), or run: ' +
    'npm run user:create -- --role admin --username NAME --email EMAIL',
} as const;

export type SetupLinkState = 'open' | 'invalid' | 'done';

const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');

async function adminExists(trx?: Transaction): Promise<boolean> {
  return !!(await User.query(trx).select('id').where('role', 'admin').first());
}

/**
 * Called at start-up: when no admin exists, a new link replaces any earlier one (so a link
 * left in an old log stops working) and its token is returned, to be shown once. Null when an
 * admin exists.
 */
export async function issueSetupToken(
  now = new Date(),
): Promise<{ token: string; expiresAt: Date } | null> {
  if (await adminExists()) {
    await SetupToken.query().delete();
    return null;
  }
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(now.getTime() + setupLinkLifetimeMs);
  await SetupToken.transaction(async (trx) => {
    await SetupToken.query(trx).delete();
    await SetupToken.query(trx).insert({ tokenHash: hashOf(token), expiresAt });
  });
  return { token, expiresAt };
}

/** At start-up with no admin: logs the new setup link (a warning, so it shows at LOG_LEVEL=warn). */
export async function announceSetupLink(siteUrl: string, logger: Logger): Promise<void> {
  const issued = await issueSetupToken();
  if (!issued) return;
  const link = `${siteUrl}/setup?token=${issued.token}`;
  logger.warn({ setupLinkExpiresAt: issued.expiresAt.toISOString() }, messages.announce(link));
}

/** What /setup shows: the form, a dead link, or nothing at all once an admin exists. */
export async function setupLinkState(token: string | undefined): Promise<SetupLinkState> {
  if (await adminExists()) return 'done';
  if (!token) return 'invalid';
  const live = await SetupToken.query().findById(hashOf(token)).where('expiresAt', '>', new Date());
  return live ? 'open' : 'invalid';
}

/**
 * Creates the first admin and uses up the link, all or nothing. Every link row is locked
 * first, so two submissions (of one link, or of links from two instances' starts) run one
 * after the other and only the first creates an admin. A taken username or email leaves the
 * link usable.
 */
export async function completeSetup(input: SetupPayload): Promise<SessionUser> {
  return await User.transaction(async (trx) => {
    const links = await SetupToken.query(trx).forUpdate();
    const hash = hashOf(input.token);
    const link = links.find((row) => row.tokenHash === hash);
    if (!link || new Date(link.expiresAt) <= new Date()) {
      throw new ForbiddenError(messages.invalidLink);
    }
    if (await adminExists(trx)) throw new ConflictError(messages.setupDone);
    const { token: _token, ...account } = input;
    const admin = await createUser({ ...account, role: 'admin' }, trx);
    await SetupToken.query(trx).delete();
    return admin.toSessionUser();
  });
}

/** An admin was made another way (`npm run user:create`): any setup link stops working. */
export async function closeSetup(): Promise<void> {
  await SetupToken.query().delete();
}
