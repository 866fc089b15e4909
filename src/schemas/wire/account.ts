import { z } from '../zod';
import { isoDate, sessionUserWire, type Received, type Sent } from './common';

/** GET /api/auth/2fa: the account's second factor. */
export const twoFactorStatusWire = z.object({
  enabled: z.boolean(),
  enabledAt: z.string().nullable(),
  recoveryCodesLeft: z.number(),
  /** An admin requires it of this account's role: it cannot be turned off. */
  required: z.boolean(),
});
export type TwoFactorStatus = Received<typeof twoFactorStatusWire>;
export type TwoFactorStatusSent = Sent<typeof twoFactorStatusWire>;

/** POST /api/auth/2fa/setup */
export const twoFactorSetupWire = z.object({
  secret: z.string(),
  otpauthUrl: z.string(),
  /** The otpauth URL as a QR code, an SVG data URL. */
  qrCode: z.string(),
});
export type TwoFactorSetup = Received<typeof twoFactorSetupWire>;

/** POST /api/auth/2fa/enable: shown once. */
export const recoveryCodesWire = z.object({ recoveryCodes: z.array(z.string()) });
export type RecoveryCodes = Received<typeof recoveryCodesWire>;

/** GET /api/auth/sessions: the account's signed-in sessions; ids are opaque, never the cookie. */
export const accountSessionWire = z.object({
  id: z.string(),
  device: z.string(),
  address: z.string().nullable(),
  createdAt: isoDate.nullable(),
  lastSeenAt: isoDate.nullable(),
  current: z.boolean(),
});
export const accountSessionListWire = z.object({ sessions: z.array(accountSessionWire) });
export type AccountSessionList = Received<typeof accountSessionListWire>;
export type AccountSessionListSent = Sent<typeof accountSessionListWire>;

/** POST /api/auth/login, /2fa/verify, /register, /api/setup, GET /api/auth/me: who is signed in. */
export const signedInWire = sessionUserWire.extend({
  /** Staff whose role requires two-step sign-in and who have not set it up yet. */
  twoFactorEnrolmentRequired: z.literal(true).optional(),
  /** Asked with an API token: the token's scopes. */
  scopes: z.array(z.string()).optional(),
});

/** POST /api/auth/login when the password was right and a second step is due. */
export const secondStepDueWire = z.object({ twoFactorRequired: z.literal(true) });

/** DELETE /api/auth/sessions: how many other sessions were ended. */
export const endedSessionsWire = z.object({ ended: z.number() });
