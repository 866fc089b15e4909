import { z } from './zod';
import { authMessages } from './auth';
import { emptyAsNull, idValue, pagingSchema, requiredText, text } from './common';

export const leadKinds = ['contact', 'booking', 'quote'] as const;
export type LeadKind = (typeof leadKinds)[number];

/** The pipeline, in order; `spam` is outside it (kept, not notified, not counted). */
export const leadStatuses = ['new', 'contacted', 'qualified', 'won', 'lost', 'spam'] as const;
export type LeadStatus = (typeof leadStatuses)[number];

export const leadStatusLabels: Record<LeadStatus, string> = {
  new: 'New',
  contacted: 'Contacted',
  qualified: 'Qualified',
  won: 'Won',
  lost: 'Lost',
  spam: 'Spam',
};

/** A submission faster than this (from the form showing to sending) is kept as spam. */
export const minimumFillMs = 3_000;

const optionalText = (max: number, label: string) =>
  text(max, label)
    .nullish()
    .transform((value) => value?.trim() || null);

/** The visit's first touch, as the browser remembered it (sessionStorage, no cookie). */
export const attributionSchema = z.object({
  utmSource: optionalText(200, 'utm_source'),
  utmMedium: optionalText(200, 'utm_medium'),
  utmCampaign: optionalText(200, 'utm_campaign'),
  utmTerm: optionalText(200, 'utm_term'),
  utmContent: optionalText(200, 'utm_content'),
  gclid: z.boolean().optional().default(false),
  fbclid: z.boolean().optional().default(false),
  referrer: optionalText(500, 'Referrer'),
  landingPath: optionalText(500, 'Landing page'),
});
export type Attribution = z.infer<typeof attributionSchema>;

export const leadInputSchema = z.object({
  kind: z.enum(leadKinds, { error: 'Unknown request type' }).default('contact'),
  name: requiredText(200, 'Name'),
  email: z.email({ error: authMessages.invalidEmail }).trim().max(254),
  phone: text(40, 'Phone')
    .regex(/^[\d\s()+.-]*$/, 'Please enter a valid phone number')
    .nullish()
    .transform((value) => value?.trim() || null),
  company: optionalText(200, 'Company'),
  message: text(5000, 'Message').default(''),
  sourcePath: emptyAsNull(text(500, 'Page')),
  attribution: attributionSchema.optional(),
  /** The form's own campaign label (a campaign page's form), kept when the visit names none. */
  campaign: optionalText(100, 'Campaign'),
  /** A field people never see: whatever fills it is a bot. */
  website: text(500, 'Website').optional(),
  /** Milliseconds between the form showing and its sending, measured by the page. */
  fillMs: z.number().int().min(0).max(86_400_000).optional(),
});
export type LeadInput = z.infer<typeof leadInputSchema>;

/** What a person types into the site's lead forms; the rest of a lead the form adds itself. */
export const leadFormSchema = leadInputSchema.pick({
  kind: true,
  name: true,
  email: true,
  phone: true,
  company: true,
  message: true,
});

const dateParam = (label: string) =>
  z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, `${label} must be a date (YYYY-MM-DD)`)
    .refine((value) => !Number.isNaN(Date.parse(value)), `${label} is not a real date`);

export const leadSorts = ['newest', 'oldest', 'name', 'status'] as const;

/** GET /api/leads and its CSV export: every filter of the admin's list. */
export const leadFilterSchema = z.object({
  status: z.enum(leadStatuses, { error: 'Unknown status' }).optional(),
  kind: z.enum(leadKinds, { error: 'Unknown request type' }).optional(),
  owner: z.union([z.literal('none'), idValue]).optional(),
  source: text(200, 'Source').optional(),
  campaign: text(200, 'Campaign').optional(),
  from: dateParam('From').optional(),
  to: dateParam('To').optional(),
  q: text(200, 'Search').optional(),
  sort: z.enum(leadSorts, { error: 'Unknown sort' }).default('newest'),
});
export type LeadFilter = z.infer<typeof leadFilterSchema>;

export const leadListQuerySchema = leadFilterSchema.extend(pagingSchema.shape);

const lostNeedsReason = <T extends { status?: LeadStatus | undefined; lostReason?: string | null }>(
  value: T,
) => value.status !== 'lost' || !!value.lostReason;
const lostReasonIssue = { message: 'Say why the lead was lost', path: ['lostReason'] };

/** PATCH /api/leads/:id */
export const leadUpdateSchema = z
  .object({
    status: z.enum(leadStatuses, { error: 'Unknown status' }).optional(),
    ownerId: idValue.nullable().optional(),
    lostReason: optionalText(500, 'Reason'),
  })
  .refine(lostNeedsReason, lostReasonIssue);
export type LeadUpdate = z.infer<typeof leadUpdateSchema>;

/** PATCH /api/leads: one status for many leads. */
export const leadBulkUpdateSchema = z
  .object({
    ids: z.array(idValue).min(1, 'Choose at least one lead').max(500, 'At most 500 leads at once'),
    status: z.enum(leadStatuses, { error: 'Unknown status' }),
    lostReason: optionalText(500, 'Reason'),
  })
  .refine(lostNeedsReason, lostReasonIssue);
export type LeadBulkUpdate = z.infer<typeof leadBulkUpdateSchema>;

export const leadNoteSchema = z.object({ body: requiredText(5000, 'Note') });
