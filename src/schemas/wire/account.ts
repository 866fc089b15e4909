import { z } from '../zod';
import { isoDate, type Received, type Sent } from './common';

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
