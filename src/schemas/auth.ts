import { emptyAsNull } from './common';
import { z } from './zod';

export const authMessages = {
  usernameRequired: 'Username is required',
  passwordRequired: 'Password is required',
  usernameTooShort: 'Username must be at least 3 characters',
  passwordTooShort: 'Password must be at least 6 characters',
  invalidEmail: 'Please enter a valid email address',
} as const;

const noNul = (value: string) => !value.includes('\u0000');
const text = (max: number) =>
  z
    .string()
    .trim()
    .max(max, `Must be at most ${max} characters`)
    .refine(noNul, 'Contains an invalid character');

/** The /auth screen's form. */
export const loginFormSchema = z.object({
  username: text(64).min(3, authMessages.usernameTooShort),
  password: z.string().min(6, authMessages.passwordTooShort).max(200),
});

/** The /blog/login form and the login API payload. */
export const loginPayloadSchema = z.object({
  username: z
    .string({ error: authMessages.usernameRequired })
    .trim()
    .min(1, authMessages.usernameRequired)
    .max(64)
    .refine(noNul, 'Contains an invalid character'),
  password: z
    .string({ error: authMessages.passwordRequired })
    .min(1, authMessages.passwordRequired)
    .max(200),
});

export const registerPayloadSchema = z.object({
  username: z
    .string({ error: authMessages.usernameTooShort })
    .trim()
    .min(3, authMessages.usernameTooShort)
    .max(64, 'Username must be at most 64 characters')
    .regex(
      /^[A-Za-z0-9_.-]+$/,
      'Username may contain only letters, numbers, dots, dashes and underscores',
    ),
  email: z.email({ error: authMessages.invalidEmail }).trim().max(254),
  password: z
    .string({ error: authMessages.passwordTooShort })
    .min(6, authMessages.passwordTooShort)
    .max(200, 'Password must be at most 200 characters'),
  fullName: emptyAsNull(text(120)),
});

export type LoginForm = z.infer<typeof loginFormSchema>;
export type LoginPayload = z.infer<typeof loginPayloadSchema>;
export type RegisterPayload = z.infer<typeof registerPayloadSchema>;

const oneTimeCode = z
  .string({ error: 'Enter the code' })
  .trim()
  .min(6, 'Enter the 6-digit code or a recovery code')
  .max(40, 'That code is too long')
  .refine(noNul, 'Contains an invalid character');

/** POST /api/auth/2fa/enable: a code from the authenticator app just set up. */
export const twoFactorEnableSchema = z.object({
  code: z
    .string({ error: 'Enter the 6-digit code from your app' })
    .trim()
    .regex(/^\d{6}$/, 'Enter the 6-digit code from your app'),
});

/** POST /api/auth/2fa/verify: the second step of a sign-in. */
export const twoFactorVerifySchema = z.object({
  code: oneTimeCode,
  rememberDevice: z.boolean().optional(),
});

/** DELETE /api/auth/2fa: the password or a current code proves it is the account holder. */
export const twoFactorDisableSchema = z
  .object({
    password: z.string().max(200).optional(),
    code: oneTimeCode.optional(),
  })
  .refine((value) => !!value.password || !!value.code, {
    message: 'Enter your password or a code',
    path: ['password'],
  });

/** PUT /api/auth/password (self service); the new password's rule depends on the role. */
export const passwordChangeSchema = z.object({
  currentPassword: z
    .string({ error: 'Enter your current password' })
    .min(1, 'Enter your current password')
    .max(200),
  newPassword: z
    .string({ error: authMessages.passwordTooShort })
    .min(6, authMessages.passwordTooShort)
    .max(200, 'Password must be at most 200 characters'),
});
export type PasswordChange = z.infer<typeof passwordChangeSchema>;

/** DELETE /api/auth/sessions/:id */
export const sessionIdParamsSchema = z.object({
  id: z.string().regex(/^[\w-]{10,64}$/, 'Unknown session'),
});
