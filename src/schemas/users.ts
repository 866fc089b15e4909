import { z } from 'zod';
import { roles } from '../auth/roles';
import { registerPayloadSchema } from './auth';
import { text } from './common';

const role = z.enum(roles, { error: 'Unknown role' });

export const userCreateSchema = registerPayloadSchema.extend({ role: role.default('user') });
export type UserCreateInput = z.infer<typeof userCreateSchema>;

export const userUpdateSchema = z.object({
  email: registerPayloadSchema.shape.email.optional(),
  fullName: text(120, 'Full name')
    .nullable()
    .optional()
    .transform((value) => (value === undefined ? undefined : value?.trim() || null)),
  role: role.optional(),
  password: registerPayloadSchema.shape.password.optional(),
});
export type UserUpdateInput = z.infer<typeof userUpdateSchema>;

/** The admin's edit form (/admin/users): a blank new password keeps the current one. */
export const userEditFormSchema = userUpdateSchema.extend({
  password: z
    .string()
    .transform((value) => value || undefined)
    .pipe(registerPayloadSchema.shape.password.optional()),
});
