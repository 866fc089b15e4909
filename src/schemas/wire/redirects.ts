import { z } from '../zod';
import { redirectOrigins } from '../redirects';
import { isoDate, type Received, type Sent } from './common';

export const redirectWire = z.object({
  id: z.number(),
  fromPath: z.string(),
  toPath: z.string(),
  status: z.union([z.literal(301), z.literal(302)]),
  origin: z.enum(redirectOrigins),
  hits: z.number(),
  lastHitAt: isoDate.nullable(),
  createdAt: isoDate,
});
export type RedirectView = Received<typeof redirectWire>;

/** GET /api/redirects */
export const redirectListWire = z.object({ redirects: z.array(redirectWire) });
export type RedirectList = Received<typeof redirectListWire>;
export type RedirectListSent = Sent<typeof redirectListWire>;

/** POST /api/redirects/import */
export const redirectImportWire = z.object({ added: z.number(), replaced: z.number() });
export type RedirectImportResult = Received<typeof redirectImportWire>;
