import { z } from '../zod';
import { isoDate, listWire, type Received, type Sent } from './common';

export const jobStates = ['pending', 'running', 'failed', 'done', 'dead'] as const;

/** held: no SMTP, waiting in the outbox; pending: queued to send; sent; failed: given up. */
export const emailStatuses = ['held', 'pending', 'sent', 'failed'] as const;
export type EmailStatus = (typeof emailStatuses)[number];

export const jobWire = z.object({
  id: z.number(),
  kind: z.string(),
  state: z.enum(jobStates),
  attempts: z.number(),
  maxAttempts: z.number(),
  runAt: isoDate,
  lastError: z.string().nullable(),
  createdAt: isoDate,
  updatedAt: isoDate,
  finishedAt: isoDate.nullable(),
});

/** GET /api/jobs */
export const jobListWire = listWire('jobs', jobWire).extend({
  counts: z.record(z.enum(jobStates), z.number()),
});
export type JobList = Received<typeof jobListWire>;
export type JobListSent = Sent<typeof jobListWire>;

export const emailWire = z.object({
  id: z.number(),
  kind: z.string(),
  toAddress: z.string(),
  subject: z.string(),
  textBody: z.string(),
  status: z.enum(emailStatuses),
  leadId: z.number().nullable(),
  lastError: z.string().nullable(),
  createdAt: isoDate,
  sentAt: isoDate.nullable(),
});

/** GET /api/emails: the outbox, and whether SMTP is configured to empty it. */
export const emailListWire = listWire('emails', emailWire).extend({ smtpConfigured: z.boolean() });
export type EmailList = Received<typeof emailListWire>;
export type EmailListSent = Sent<typeof emailListWire>;
