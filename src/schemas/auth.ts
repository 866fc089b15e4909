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
  fullName: text(120)
    .optional()
    .nullable()
    .transform((value) => value || null),
});

export type LoginForm = z.infer<typeof loginFormSchema>;
export type LoginPayload = z.infer<typeof loginPayloadSchema>;
export type RegisterPayload = z.infer<typeof registerPayloadSchema>;
