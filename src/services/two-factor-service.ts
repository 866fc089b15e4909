import { createHash, randomBytes } from 'node:crypto';
import type { Knex } from 'knex';
import { verifyPassword } from '../auth/passwords';
import { isStaff, type Role } from '../auth/roles';
import { ConflictError, NotFoundError, UnauthorizedError } from '../errors';
import { User } from '../models/user';
import type { TwoFactorStatusSent } from '../schemas/wire/account';
import { recordActivity, type ActivityActor } from './activity/activity-log';
import { endSessionsOf } from './session-service';

export const twoFactorMessages = {
  alreadyOn: 'Two-step sign-in is already on. Turn it off first to enrol a new device.',
  notStarted: 'Start the set-up again: no pending authenticator was found.',
  notOn: 'Two-step sign-in is not on for this account.',
  wrongCode: 'That code is not right. Check the time on your device and try again.',
  wrongPassword: 'Your password or code is not right.',
  requiredForStaff: 'Two-step sign-in is required for staff: it cannot be turned off.',
  enrolmentDue:
    'Two-step sign-in is required for staff. Set it up on your account page (/account) first.',
} as const;

/** The site's name in authenticator apps. */
const issuer = 'Ava Automation';
const recoveryCodeCount = 10;
/** Accepted codes: the current 30-second step and one on either side (clocks drift). */
const toleranceSeconds = 30;

const stepOf = (value: string | number | null) => (value === null ? null : Number(value));

/**
 * Recovery codes are 80 random bits (16 base32 characters), so a plain SHA-256 of one cannot be
 * reversed by guessing, unlike a password; it also lets a code be found, and used once, by a
 * single conditional UPDATE, where a slow salted hash would mean checking all ten each time.
 */
const hashRecoveryCode = (code: string) =>
  createHash('sha256').update(normalizeRecoveryCode(code)).digest('hex');

const normalizeRecoveryCode = (code: string) => code.toUpperCase().replace(/[^A-Z2-7]/g, '');

const base32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
function newRecoveryCode(): string {
  const chars = [...randomBytes(16)].map((byte) => base32[byte % 32]).join('');
  return chars.match(/.{4}/g)!.join('-');
}

const isTotpCode = (code: string) => /^\d{6}$/.test(code.replace(/\s/g, ''));

/** Whether an admin requires staff to use two-step sign-in (settings: security.requireTwoFactor). */
export async function twoFactorRequiredForStaff(db: Knex = User.knex()): Promise<boolean> {
  const row = await db('settings')
    .where({ context: 'security', key: 'requireTwoFactor' })
    .first('value');
  const value: unknown = typeof row?.value === 'string' ? JSON.parse(row.value) : row?.value;
  return value === true;
}

/**
 * Whether a signed-in staff member must enrol before using staff features: the setting is on
 * and their account has no second factor. One query, for staff requests only.
 */
export async function twoFactorEnrolmentDue(user: { id: number; role: Role }): Promise<boolean> {
  if (!isStaff(user.role)) return false;
  const row = await User.knex()('users')
    .leftJoin('settings', (join) =>
      join
        .on('settings.context', User.knex().raw('?', ['security']))
        .andOn('settings.key', User.knex().raw('?', ['requireTwoFactor'])),
    )
    .where('users.id', user.id)
    .first('users.twoFactorEnabledAt', 'settings.value');
  if (!row || row.twoFactorEnabledAt) return false;
  const value: unknown = typeof row.value === 'string' ? JSON.parse(row.value) : row.value;
  return value === true;
}

/** When the account's second factor was enrolled (what remembered devices are bound to). */
export async function twoFactorEnrolledAt(userId: number): Promise<Date | null> {
  return (await User.query().findById(userId))?.twoFactorEnabledAt ?? null;
}

export async function twoFactorStatus(user: {
  id: number;
  role: Role;
}): Promise<TwoFactorStatusSent> {
  const account = await User.query().findById(user.id).throwIfNotFound();
  const left = await User.knex()('recoveryCodes')
    .where({ userId: user.id })
    .whereNull('usedAt')
    .count<{ count: string | number }[]>({ count: '*' });
  const required = isStaff(user.role) && (await twoFactorRequiredForStaff());
  return {
    enabled: account.twoFactorEnabledAt !== null,
    enabledAt: account.twoFactorEnabledAt?.toISOString() ?? null,
    recoveryCodesLeft: account.twoFactorEnabledAt ? Number(left[0]?.count ?? 0) : 0,
    required,
  };
}

/** A new secret, kept pending until a code from it is confirmed; any earlier pending one is replaced. */
export async function startEnrolment(userId: number) {
  const user = await User.query().findById(userId).throwIfNotFound();
  if (user.twoFactorEnabledAt) throw new ConflictError(twoFactorMessages.alreadyOn);
  // Loaded on first use: most processes never enrol anyone, and these libraries weigh megabytes.
  const [{ generateSecret, generateURI }, { default: QRCode }] = await Promise.all([
    import('otplib'),
    import('qrcode'),
  ]);
  const secret = generateSecret();
  await User.query().findById(userId).patch({ twoFactorSecret: secret, twoFactorLastStep: null });
  const otpauthUrl = generateURI({ issuer, label: user.username, secret });
  // An SVG data URL: the page's CSP allows data: images, and no QR code library reaches the browser.
  const svg = await QRCode.toString(otpauthUrl, { type: 'svg', margin: 1 });
  const qrCode = `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
  return { secret, otpauthUrl, qrCode };
}

/**
 * Accepts a TOTP code once: the step it belongs to must be later than the last one accepted,
 * and recording it is one conditional UPDATE, so two requests with one code cannot both pass.
 */
async function acceptTotp(db: Knex, user: User, code: string): Promise<boolean> {
  if (!user.twoFactorSecret) return false;
  const lastStep = stepOf(user.twoFactorLastStep);
  const { verify } = await import('otplib');
  const result = await verify({
    secret: user.twoFactorSecret,
    token: code.replace(/\s/g, ''),
    epochTolerance: toleranceSeconds,
    ...(lastStep !== null ? { afterTimeStep: lastStep } : {}),
  }).catch(() => ({ valid: false as const }));
  if (!result.valid || !('timeStep' in result)) return false;
  const updated = await db('users')
    .where('id', user.id)
    .andWhere((where) =>
      where.whereNull('twoFactorLastStep').orWhere('twoFactorLastStep', '<', result.timeStep),
    )
    .update({ twoFactorLastStep: result.timeStep });
  return updated === 1;
}

/** Uses a recovery code: one conditional UPDATE, so a code lets in one request only. */
async function useRecoveryCode(db: Knex, userId: number, code: string): Promise<boolean> {
  if (normalizeRecoveryCode(code).length !== 16) return false;
  const used = await db('recoveryCodes')
    .where({ userId, codeHash: hashRecoveryCode(code) })
    .whereNull('usedAt')
    .update({ usedAt: new Date() });
  return used === 1;
}

/** Confirms the pending secret with a code from the app; turns two-step sign-in on. */
export async function enableTwoFactor(userId: number, code: string, actor: ActivityActor) {
  const user = await User.query().findById(userId).throwIfNotFound();
  if (user.twoFactorEnabledAt) throw new ConflictError(twoFactorMessages.alreadyOn);
  if (!user.twoFactorSecret) throw new ConflictError(twoFactorMessages.notStarted);
  const recoveryCodes = Array.from({ length: recoveryCodeCount }, newRecoveryCode);
  await User.transaction(async (trx) => {
    if (!(await acceptTotp(trx, user, code)))
      throw new UnauthorizedError(twoFactorMessages.wrongCode);
    await trx('users').where('id', userId).update({ twoFactorEnabledAt: new Date() });
    await trx('recoveryCodes').where({ userId }).delete();
    await trx('recoveryCodes').insert(
      recoveryCodes.map((recoveryCode) => ({ userId, codeHash: hashRecoveryCode(recoveryCode) })),
    );
    await recordActivity(trx, actor, {
      action: 'auth.two_factor_enabled',
      object: { type: 'user', id: userId, label: user.username },
    });
  });
  return { recoveryCodes };
}

export type SecondFactorMethod = 'authenticator' | 'recovery code';

/**
 * Checks a second factor at sign-in: a TOTP code (not replayed) or an unused recovery code.
 * A wrong one is logged (`auth.two_factor_failed`); the caller throttles attempts.
 */
export async function checkSecondFactor(
  userId: number,
  code: string,
  actor: ActivityActor,
): Promise<SecondFactorMethod | null> {
  const user = await User.query().findById(userId);
  if (!user?.twoFactorEnabledAt) return null;
  const db = User.knex();
  let method: SecondFactorMethod | null = null;
  if (isTotpCode(code)) {
    if (await acceptTotp(db, user, code)) method = 'authenticator';
  } else if (await useRecoveryCode(db, userId, code)) method = 'recovery code';
  if (!method)
    await recordActivity(db, actor, {
      action: 'auth.two_factor_failed',
      object: { type: 'user', id: userId, label: user.username },
      summary: { kind: isTotpCode(code) ? 'authenticator' : 'recovery code' },
    });
  return method;
}

async function clearSecondFactor(trx: Knex.Transaction, userId: number) {
  await trx('users')
    .where('id', userId)
    .update({ twoFactorSecret: null, twoFactorEnabledAt: null, twoFactorLastStep: null });
  await trx('recoveryCodes').where({ userId }).delete();
}

/** The account holder turns two-step sign-in off, proving it with their password or a code. */
export async function disableTwoFactor(
  account: { id: number; role: Role },
  proof: { password?: string | undefined; code?: string | undefined },
  actor: ActivityActor,
) {
  const user = await User.query().findById(account.id).throwIfNotFound();
  if (!user.twoFactorEnabledAt) throw new ConflictError(twoFactorMessages.notOn);
  if (isStaff(account.role) && (await twoFactorRequiredForStaff()))
    throw new ConflictError(twoFactorMessages.requiredForStaff);
  const proven = proof.password
    ? await verifyPassword(user.passwordHash, proof.password)
    : proof.code
      ? isTotpCode(proof.code)
        ? await acceptTotp(User.knex(), user, proof.code)
        : await useRecoveryCode(User.knex(), user.id, proof.code)
      : false;
  if (!proven) throw new UnauthorizedError(twoFactorMessages.wrongPassword);
  await User.transaction(async (trx) => {
    await clearSecondFactor(trx, user.id);
    await recordActivity(trx, actor, {
      action: 'auth.two_factor_disabled',
      object: { type: 'user', id: user.id, label: user.username },
    });
  });
}

/**
 * An admin (or the operator's command) removes someone's second factor: they lost the device.
 * Their sessions end too (except the one doing it), since a lost phone may be a stolen one;
 * remembered devices stop counting because the enrolment they were bound to is gone.
 */
export async function resetTwoFactor(
  userId: number,
  actor: ActivityActor,
  exceptSessionId?: string,
): Promise<{ username: string }> {
  return await User.transaction(async (trx) => {
    const user = await User.query(trx).findById(userId).forUpdate();
    if (!user) throw new NotFoundError('User not found');
    if (!user.twoFactorEnabledAt && !user.twoFactorSecret)
      throw new ConflictError(twoFactorMessages.notOn);
    await clearSecondFactor(trx, userId);
    await endSessionsOf(trx, userId, exceptSessionId);
    await recordActivity(trx, actor, {
      action: 'auth.two_factor_reset',
      object: { type: 'user', id: userId, label: user.username },
    });
    return { username: user.username };
  });
}
