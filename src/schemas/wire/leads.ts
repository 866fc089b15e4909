import { z } from '../zod';
import { leadKinds, leadStatuses } from '../leads';
import { leadChallengePayloadSchema } from '../lead-challenge';
import { isoDate, listWire, type Received, type Sent } from './common';

/** What the visitor who sent a lead gets back: what they sent, nothing of the pipeline. */
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

/** A lead as staff see it: the pipeline and the visit's first touch. */
export const staffLeadWire = leadWire.extend({
  status: z.enum(leadStatuses),
  ownerId: z.number().nullable(),
  ownerName: z.string().nullable(),
  lostReason: z.string().nullable(),
  spamReason: z.string().nullable(),
  source: z.string(),
  utmSource: z.string().nullable(),
  utmMedium: z.string().nullable(),
  utmCampaign: z.string().nullable(),
  utmTerm: z.string().nullable(),
  utmContent: z.string().nullable(),
  hasGclid: z.boolean(),
  hasFbclid: z.boolean(),
  referrer: z.string().nullable(),
  landingPath: z.string().nullable(),
  updatedAt: isoDate,
});
export type StaffLead = Received<typeof staffLeadWire>;
export type StaffLeadSent = Sent<typeof staffLeadWire>;

/** GET /api/leads */
export const leadListWire = listWire('leads', staffLeadWire);
export type LeadList = Received<typeof leadListWire>;
export type LeadListSent = Sent<typeof leadListWire>;

export const leadEventWire = z.object({
  id: z.number(),
  kind: z.enum(['created', 'status', 'owner', 'note']),
  authorName: z.string().nullable(),
  fromValue: z.string().nullable(),
  toValue: z.string().nullable(),
  body: z.string().nullable(),
  createdAt: isoDate,
});

/** GET /api/leads/:id */
export const leadDetailWire = z.object({
  lead: staffLeadWire,
  events: z.array(leadEventWire),
});
export type LeadDetail = Received<typeof leadDetailWire>;
export type LeadDetailSent = Sent<typeof leadDetailWire>;

/** GET /api/leads/counts: for the admin navigation's badge. */
export const leadCountsWire = z.object({ new: z.number() });
export type LeadCounts = Received<typeof leadCountsWire>;

/** GET /api/leads/challenge: whether lead forms must solve a proof-of-work check, and one to solve. */
export const leadChallengeWire = z.object({
  required: z.boolean(),
  challenge: leadChallengePayloadSchema.shape.challenge.optional(),
});

/** DELETE /api/leads/:id: the lead's personal data is gone; what else went with it. */
export const leadErasureWire = z.object({ erased: z.literal(true), summary: z.string() });
