import { pagingSchema, retentionDays } from './common';
import { z } from './zod';

/**
 * Every staff action the activity log records (issue: "an append-only table of staff actions").
 * `<object>.<verb>`; the object type is the part before the dot, except `auth.*`, whose object is
 * the account acted on.
 */
export const activityActions = [
  'auth.sign_in',
  'auth.sign_in_failed',
  'auth.sign_out',
  'auth.password_changed',
  'auth.two_factor_enabled',
  'auth.two_factor_disabled',
  'auth.two_factor_reset',
  'auth.two_factor_failed',
  'auth.session_revoked',
  'user.created',
  'user.updated',
  'user.role_changed',
  'user.deleted',
  'token.created',
  'token.revoked',
  'token.used_from_new_address',
  'post.created',
  'post.updated',
  'post.published',
  'post.unpublished',
  'post.deleted',
  'post.restored',
  'page.created',
  'page.updated',
  'page.published',
  'page.unpublished',
  'page.deleted',
  'page.restored',
  'content.updated',
  'taxonomy.created',
  'taxonomy.updated',
  'taxonomy.deleted',
  'media.uploaded',
  'media.updated',
  'media.deleted',
  'settings.updated',
  'theme.updated',
  'seo.updated',
  'comment.approved',
  'comment.rejected',
  'comment.deleted',
  'lead.status_changed',
  'lead.erased',
  'webhook.created',
  'webhook.updated',
  'webhook.deleted',
  'webhook.resent',
  'redirect.created',
  'redirect.deleted',
  'redirect.imported',
  'export.leads',
  'export.analytics',
  'export.activity',
  'export.content',
  'content.imported',
] as const;
export type ActivityAction = (typeof activityActions)[number];

export const activityObjectTypes = [
  'user',
  'token',
  'post',
  'page',
  'content',
  'taxonomy',
  'media',
  'settings',
  'comment',
  'lead',
  'webhook',
  'redirect',
  'export',
] as const;
export type ActivityObjectType = (typeof activityObjectTypes)[number];

const day = z.iso.date('Use a date as YYYY-MM-DD');

/** The filter of GET /api/activity and of its CSV export (admins). */
export const activityFilterSchema = z
  .object({
    actor: z.coerce.number().int().positive('Unknown person').optional(),
    action: z.enum(activityActions, { error: 'Unknown action' }).optional(),
    objectType: z.enum(activityObjectTypes, { error: 'Unknown kind of object' }).optional(),
    objectId: z.string().trim().max(64, 'Object id is too long').optional(),
    from: day.optional(),
    to: day.optional(),
  })
  .refine(({ from, to }) => !from || !to || from <= to, {
    path: ['to'],
    message: 'The end date must not be before the start date',
  });
export type ActivityFilter = z.infer<typeof activityFilterSchema>;

/** GET /api/activity (admins): the filter and a page of it. */
export const activityQuerySchema = activityFilterSchema.and(pagingSchema);
export type ActivityQuery = z.infer<typeof activityQuerySchema>;

/** Settings in context `activity` (PUT /api/settings, admins): how long entries are kept. */
export const activitySettingsSchema = z.object({
  retentionDays: retentionDays('activity', 30, 36_500),
});
export type ActivitySettings = z.infer<typeof activitySettingsSchema>;
export const defaultActivitySettings: ActivitySettings = { retentionDays: 365 };
