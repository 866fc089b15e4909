import type { z } from 'zod';
import type { Role } from '../auth/roles';
import { isCommonPassword } from '../auth/common-passwords.server';
import {
  needsStaffPassword,
  passwordMessages,
  staffPasswordMinLength,
  staffPasswordSchema,
} from './passwords';
import * as shared from './users';

/*
 * The server's password rules: the shared schemas plus the common-password list, which stays
 * out of the browser (a `.server.ts` file is never bundled for the client).
 */

const isLongAndCommon = (password: string) =>
  password.length >= staffPasswordMinLength && isCommonPassword(password);

/** A staff password in full: 10 to 200 characters and not a common one (setup, commands). */
export const staffPasswordServerSchema = staffPasswordSchema.refine(
  (password) => !isLongAndCommon(password),
  passwordMessages.tooCommon,
);

function rejectCommonStaffPassword(
  value: { password?: string | undefined; role?: Role | undefined },
  ctx: z.RefinementCtx,
): void {
  if (value.password && needsStaffPassword(value.role) && isLongAndCommon(value.password))
    ctx.addIssue({ code: 'custom', path: ['password'], message: passwordMessages.tooCommon });
}

export const userCreateSchema = shared.userCreateSchema.superRefine(rejectCommonStaffPassword);
export const userUpdateSchema = shared.userUpdateSchema.superRefine(rejectCommonStaffPassword);
