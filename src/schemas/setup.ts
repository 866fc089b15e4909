import { z } from './zod';
import { registerPayloadSchema } from './auth';
import { everyTime, staffPasswordSchema } from './passwords';

export const setupMessages = {
  passwordsDiffer: 'Passwords do not match',
  tokenMissing: 'The setup link is incomplete',
  invalidLink:
    'This setup link is not valid: it was already used, has expired or was replaced by a newer one. Use the link from the latest server start, or create the admin with npm run user:create.',
  setupDone: 'Setup is already complete: an admin account exists. Sign in instead.',
} as const;

/** The first admin's account, as /setup and `npm run user:create` take it. */
export const firstAdminSchema = registerPayloadSchema.extend({ password: staffPasswordSchema });

/** The one-time token from the setup link: 32 random bytes, base64url. */
export const setupTokenSchema = z
  .string({ error: setupMessages.tokenMissing })
  .min(1, setupMessages.tokenMissing)
  .max(200, setupMessages.tokenMissing);

/** The /setup form: the account and its password typed twice. */
export const setupFormSchema = firstAdminSchema
  .extend({ confirmPassword: z.string() })
  .refine((form) => form.password === form.confirmPassword, {
    path: ['confirmPassword'],
    message: setupMessages.passwordsDiffer,
    ...everyTime,
  });

/** POST /api/setup */
export const setupPayloadSchema = firstAdminSchema.extend({ token: setupTokenSchema });

export type SetupForm = z.input<typeof setupFormSchema>;
export type SetupPayload = z.output<typeof setupPayloadSchema>;
