import { z } from '../zod';
import { leadKinds } from '../leads';
import { isoDate, type Received, type Sent } from './common';

export const leadWire = z.object({
  id: z.number(),
  kind: z.enum(leadKinds),
  name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  company: z.string().nullable(),
  message: z.string(),
  sourcePath: z.string().nullable(),
  createdAt: isoDate,
});

/** GET /api/leads */
export const leadListWire = z.object({ leads: z.array(leadWire), total: z.number() });
export type LeadList = Received<typeof leadListWire>;
export type LeadListSent = Sent<typeof leadListWire>;
