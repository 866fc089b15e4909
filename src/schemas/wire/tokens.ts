import { capabilities, type Capability } from '../../auth/permissions';
import { z } from '../zod';
import { isoDate, listWire, type Received, type Sent } from './common';

const scope = z.enum(Object.keys(capabilities) as [Capability, ...Capability[]]);

/** A personal access token as its lists show it: never its secret, only its visible start. */
export const apiTokenWire = z.object({
  id: z.number(),
  name: z.string(),
  /** The token's first characters (`ava_pat_` and 8 more), to tell tokens apart. */
  prefix: z.string(),
  scopes: z.array(scope),
  createdAt: isoDate,
  lastUsedAt: isoDate.nullable(),
  lastUsedAddress: z.string().nullable(),
  /** Null: never expires (admins only). */
  expiresAt: isoDate.nullable(),
  /** Past its expiry: listed until revoked, refused (401) meanwhile. */
  expired: z.boolean(),
});
export type ApiToken = Received<typeof apiTokenWire>;
export type ApiTokenSent = Sent<typeof apiTokenWire>;

/** GET /api/auth/tokens: the account's own tokens (revoked ones are not listed), newest first. */
export const apiTokenListWire = z.object({
  tokens: z.array(apiTokenWire),
  /** How many live tokens an account may hold. */
  max: z.number(),
});
export type ApiTokenList = Received<typeof apiTokenListWire>;
export type ApiTokenListSent = Sent<typeof apiTokenListWire>;

/** POST /api/auth/tokens (201): the new token, with its secret, the only time it is sent. */
export const createdApiTokenWire = apiTokenWire.extend({ token: z.string() });
export type CreatedApiToken = Received<typeof createdApiTokenWire>;
export type CreatedApiTokenSent = Sent<typeof createdApiTokenWire>;

/** GET /api/tokens (admins): everyone's tokens, each with whose it is. */
export const accountApiTokenWire = apiTokenWire.extend({
  user: z.object({ id: z.number(), username: z.string() }),
});
export const accountApiTokenListWire = listWire('tokens', accountApiTokenWire);
export type AccountApiTokenList = Received<typeof accountApiTokenListWire>;
export type AccountApiTokenListSent = Sent<typeof accountApiTokenListWire>;
