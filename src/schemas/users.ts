import { z } from './zod';
import { roles } from '../auth/roles';
import { registerPayloadSchema } from './auth';
import { text } from './common';
import { checkPasswordLength, everyTime, passwordText } from './passwords';

const role = z.enum(roles, { error: 'Unknown role' });

/*
 * A password is held to the rule of the role it is set with (src/schemas/passwords.ts): staff
 * passwords need 10 characters, readers keep registration's 6. The server's versions of these
 * schemas (users.server.ts) also refuse common staff passwords.
 */

const userCreateFields = registerPayloadSchema.extend({
  role: role.default('user'),
  password: passwordText,
});
export const userCreateSchema = userCreateFields.superRefine(checkPasswordLength, everyTime);

const userUpdateFields = z.object({
  email: registerPayloadSchema.shape.email.optional(),
  fullName: text(120, 'Full name')
    .nullable()
    .optional()
    .transform((value) => (value === undefined ? undefined : value?.trim() || null)),
  role: role.optional(),
  password: passwordText.optional(),
});
export const userUpdateSchema = userUpdateFields.superRefine(checkPasswordLength, everyTime);
export type UserUpdateInput = z.infer<typeof userUpdateSchema>;

/** The admin's edit form (/admin/users): a blank new password keeps the current one. */
export const userEditFormSchema = userUpdateFields
  .extend({
    password: z
      .string()
      .transform((value) => value || undefined)
      .pipe(passwordText.optional()),
  })
  .superRefine(checkPasswordLength, everyTime);
