import { z } from './zod';
import { isStaff, type Role } from '../auth/roles';
import { authMessages } from './auth';

export const passwordMessages = {
  readerTooShort: authMessages.passwordTooShort,
  staffTooShort: 'Staff passwords must be at least 10 characters',
  tooLong: 'Password must be at most 200 characters',
  tooCommon: 'This password is too common. Choose another.',
} as const;

export const readerPasswordMinLength = 6;
/** Staff accounts reach the admin and other people's data, so they need longer passwords. */
export const staffPasswordMinLength = 10;

/**
 * Whether a password set with `role` is held to the staff rule. Without a role (an edit that
 * leaves the role alone) the schema cannot see the stored one, so the stricter rule applies.
 */
export function needsStaffPassword(role: Role | undefined): boolean {
  return role === undefined || isStaff(role);
}

/**
 * A staff password's length rule, safe for forms in the browser. The server's
 * `staffPasswordServerSchema` (src/schemas/users.server.ts) adds the common-password check.
 */
export const staffPasswordSchema = z
  .string({ error: passwordMessages.staffTooShort })
  .min(staffPasswordMinLength, passwordMessages.staffTooShort)
  .max(200, passwordMessages.tooLong);

/** Any password within the length everyone shares; the role-specific minimum comes on top. */
export const passwordText = z
  .string({ error: passwordMessages.readerTooShort })
  .max(200, passwordMessages.tooLong);

/**
 * Adds the minimum length of the role's rule to a payload holding a password and a role. Pass
 * `everyTime` with it, so the message shows beside the other fields' (an unknown role is then
 * no staff role).
 */
export function checkPasswordLength(value: unknown, ctx: z.RefinementCtx): void {
  const { password, role } = (value ?? {}) as { password?: unknown; role?: unknown };
  if (typeof password !== 'string') return;
  const staff = needsStaffPassword(role as Role | undefined);
  const minimum = staff ? staffPasswordMinLength : readerPasswordMinLength;
  if (password.length < minimum)
    ctx.addIssue({
      code: 'custom',
      path: ['password'],
      message: staff ? passwordMessages.staffTooShort : passwordMessages.readerTooShort,
    });
}

/** Runs a refinement even when other fields failed, so a form shows every message at once. */
export const everyTime = { when: () => true };
