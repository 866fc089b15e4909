import * as admin from '../controllers/admin-controllers';
import { activityController } from '../controllers/activity-controller';
import { leadChallengeController } from '../controllers/lead-challenge-controller';
import { leads } from '../controllers/lead-controller';
import { operationsController } from '../controllers/operations-controller';
import { webhookController } from '../controllers/webhook-controller';
import { requireCapability as may } from '../middleware/guards';
import { activityFilterSchema, activityQuerySchema } from '../schemas/activity';
import { leadSubmissionSchema } from '../schemas/lead-challenge';
import {
  leadBulkUpdateSchema,
  leadFilterSchema,
  leadListQuerySchema,
  leadNoteSchema,
  leadUpdateSchema,
} from '../schemas/leads';
import { notificationSettingsSchema } from '../schemas/notifications';
import { emailListQuerySchema, jobListQuerySchema } from '../schemas/operations';
import { settingsQuerySchema, settingsUpdateSchema } from '../schemas/settings';
import { siteSettingsSchema, themeSettingsSchema } from '../schemas/site-settings';
import { taskInputSchema, taskListQuerySchema } from '../schemas/tasks';
import {
  webhookCreateSchema,
  webhookDeliveriesQuerySchema,
  webhookUpdateSchema,
} from '../schemas/webhooks';
import { activityListWire, activityPeopleWire } from '../schemas/wire/activity';
import {
  leadChallengeWire,
  leadCountsWire,
  leadDetailWire,
  leadErasureWire,
  leadEventWire,
  leadListWire,
  leadWire,
  staffLeadWire,
} from '../schemas/wire/leads';
import { emailListWire, jobListWire, jobWire } from '../schemas/wire/operations';
import { overviewWire } from '../schemas/wire/overview';
import {
  notificationSettingsWire,
  settingListWire,
  siteSettingsWire,
  themeSettingsWire,
} from '../schemas/wire/settings';
import { assigneeListWire, taskListWire, taskWire } from '../schemas/wire/tasks';
import {
  createdWebhookEndpointWire,
  webhookDeliveryDetailWire,
  webhookDeliveryListWire,
  webhookDeliveryWire,
  webhookEndpointListWire,
  webhookEndpointWire,
} from '../schemas/wire/webhooks';
import { z } from '../schemas/zod';
import { DatabaseRateLimitStore } from '../services/rate-limit';
import {
  accepted,
  consume,
  created,
  csvFile,
  del,
  get,
  noContent,
  patch,
  post,
  publicRead,
  put,
  unseen,
  type Route,
  type RouteDependencies,
} from '../route-kit';

/** The site's settings and theme, the overview and the tasks staff share. */
export function settingsRoutes({ configuredSite }: RouteDependencies): Route[] {
  const siteSettings = admin.siteSettings(configuredSite);
  const admins = may('settings:write');
  return [
    get('/api/settings', [], admin.settings.list, {
      ...publicRead(settingsQuerySchema),
      summary: 'List the saved settings',
      answer: settingListWire,
    }),
    put('/api/settings', [admins], admin.settings.save, {
      summary: 'Save settings',
      body: settingsUpdateSchema,
      answer: settingListWire,
    }),
    get('/api/settings/site', [admins], siteSettings.show, {
      summary: 'The site’s name, contact details and defaults',
      answer: siteSettingsWire,
    }),
    put('/api/settings/site', [admins], siteSettings.save, {
      summary: 'Save the site’s name, contact details and defaults',
      body: siteSettingsSchema,
      answer: siteSettingsWire,
    }),
    get('/api/settings/theme', [admins], siteSettings.showTheme, {
      summary: 'The site’s colours',
      answer: themeSettingsWire,
    }),
    put('/api/settings/theme', [admins], siteSettings.saveTheme, {
      summary: 'Save the site’s colours',
      body: themeSettingsSchema,
      answer: themeSettingsWire,
    }),

    get('/api/admin/overview', [may('overview:read')], admin.overview.show, {
      summary: 'The admin’s overview: leads, content and traffic at a glance',
      answer: overviewWire,
    }),

    get('/api/tasks', [may('tasks:use')], admin.tasks.list, {
      summary: 'List tasks',
      query: taskListQuerySchema,
      answer: taskListWire,
    }),
    get('/api/tasks/assignees', [may('tasks:use')], admin.tasks.assignees, {
      summary: 'List who tasks can be given to',
      answer: assigneeListWire,
    }),
    post('/api/tasks', [may('tasks:use')], admin.tasks.create, {
      ...unseen,
      summary: 'Create a task',
      body: taskInputSchema,
      answer: created(taskWire),
    }),
    put('/api/tasks/:id', [may('tasks:use')], admin.tasks.update, {
      ...unseen,
      summary: 'Change a task',
      body: taskInputSchema,
      answer: taskWire,
    }),
    del('/api/tasks/:id', [may('tasks:use')], admin.tasks.remove, {
      ...unseen,
      summary: 'Delete a task',
      answer: noContent,
    }),
  ];
}

/** Leads, from the visitor's form to the pipeline staff work. */
export function leadRoutes({ limiters, db, sessionSecret }: RouteDependencies): Route[] {
  const leadChallenge = leadChallengeController(db, sessionSecret, new DatabaseRateLimitStore(db));
  return [
    get('/api/leads', [may('leads:read')], leads.list, {
      summary: 'List leads',
      query: leadListQuerySchema,
      answer: leadListWire,
    }),
    post('/api/leads', [consume(limiters.leads), leadChallenge.requireSolved], leads.create, {
      ...unseen,
      summary: 'Send a lead (the site’s contact and trial forms)',
      body: leadSubmissionSchema,
      answer: created(leadWire),
    }),
    patch('/api/leads', [may('leads:write')], leads.updateMany, {
      ...unseen,
      summary: 'Change the status or owner of several leads',
      body: leadBulkUpdateSchema,
      answer: z.object({ updated: z.number() }),
    }),
    get('/api/leads/challenge', [], leadChallenge.show, {
      summary: 'The proof-of-work check lead forms solve, when it is on',
      answer: leadChallengeWire,
    }),
    get('/api/leads/counts', [may('leads:read')], leads.counts, {
      summary: 'How many leads are new',
      answer: leadCountsWire,
    }),
    get('/api/leads/export.csv', [may('leads:read')], leads.exportCsv, {
      summary: 'Export the filtered leads as CSV',
      query: leadFilterSchema,
      answer: csvFile,
    }),
    get('/api/leads/:id', [may('leads:read')], leads.show, {
      summary: 'Read a lead and its history',
      answer: leadDetailWire,
    }),
    patch('/api/leads/:id', [may('leads:write')], leads.update, {
      ...unseen,
      summary: 'Change a lead’s status or owner',
      body: leadUpdateSchema,
      answer: staffLeadWire,
    }),
    post('/api/leads/:id/notes', [may('leads:write')], leads.addNote, {
      ...unseen,
      summary: 'Add a note to a lead',
      body: leadNoteSchema,
      answer: created(leadEventWire),
    }),
    del('/api/leads/:id', [may('leads:erase')], leads.erase, {
      ...unseen,
      summary: 'Erase a lead’s personal data',
      answer: leadErasureWire,
    }),
  ];
}

/** E-mail, webhooks, the job queue and the activity log: the site's background work, for admins. */
export function operationsRoutes({ db, smtpConfigured }: RouteDependencies): Route[] {
  const operations = operationsController(db, smtpConfigured);
  const activity = activityController(db);
  const notifications = may('notifications:manage');
  return [
    get('/api/settings/notifications', [notifications], operations.notifications.show, {
      summary: 'Who is told of new leads',
      answer: notificationSettingsWire,
    }),
    put('/api/settings/notifications', [notifications], operations.notifications.save, {
      summary: 'Save who is told of new leads',
      body: notificationSettingsSchema,
      answer: notificationSettingsWire,
    }),
    get('/api/emails', [notifications], operations.emails.list, {
      summary: 'List the e-mail the site sent or holds',
      query: emailListQuerySchema,
      answer: emailListWire,
    }),
    get('/api/jobs', [may('jobs:manage')], operations.jobs.list, {
      summary: 'List background jobs',
      query: jobListQuerySchema,
      answer: jobListWire,
    }),
    post('/api/jobs/:id/retry', [may('jobs:manage')], operations.jobs.retry, {
      ...unseen,
      summary: 'Run a failed job again',
      answer: jobWire,
    }),

    get('/api/activity', [may('activity:read')], activity.list, {
      summary: 'Read the activity log',
      query: activityQuerySchema,
      answer: activityListWire,
    }),
    get('/api/activity/people', [may('activity:read')], activity.people, {
      summary: 'The people in the activity log',
      answer: activityPeopleWire,
    }),
    get('/api/activity/export.csv', [may('activity:read')], activity.exportCsv, {
      summary: 'Export the filtered activity log as CSV',
      query: activityFilterSchema,
      answer: csvFile,
    }),
  ];
}

/** Webhook endpoints and what was sent to them, attempt by attempt: admins. */
export function webhookRoutes({ production }: RouteDependencies): Route[] {
  const webhooks = webhookController({ production });
  const hooks = may('webhooks:manage');
  const delivery = '/api/webhooks/:id/deliveries/:deliveryId';
  return [
    get('/api/webhooks', [hooks], webhooks.list, {
      summary: 'List webhook endpoints',
      answer: webhookEndpointListWire,
    }),
    post('/api/webhooks', [hooks], webhooks.create, {
      ...unseen,
      summary: 'Add a webhook endpoint (its signing secret is shown once)',
      body: webhookCreateSchema,
      answer: created(createdWebhookEndpointWire),
    }),
    patch('/api/webhooks/:id', [hooks], webhooks.update, {
      ...unseen,
      summary: 'Change a webhook endpoint',
      body: webhookUpdateSchema,
      answer: webhookEndpointWire,
    }),
    del('/api/webhooks/:id', [hooks], webhooks.remove, {
      ...unseen,
      summary: 'Delete a webhook endpoint',
      answer: noContent,
    }),
    post('/api/webhooks/:id/test', [hooks], webhooks.test, {
      ...unseen,
      summary: 'Send a test event to an endpoint',
      answer: accepted(webhookDeliveryWire),
    }),
    get('/api/webhooks/:id/deliveries', [hooks], webhooks.deliveries, {
      summary: 'List an endpoint’s deliveries, newest first',
      query: webhookDeliveriesQuerySchema,
      answer: webhookDeliveryListWire,
    }),
    get(delivery, [hooks], webhooks.delivery, {
      summary: 'Read a delivery with every attempt, newest first',
      answer: webhookDeliveryDetailWire,
    }),
    post(`${delivery}/resend`, [hooks], webhooks.resend, {
      ...unseen,
      summary: 'Resend a delivery (same webhook-id, new signature)',
      answer: accepted(webhookDeliveryWire),
    }),
  ];
}
