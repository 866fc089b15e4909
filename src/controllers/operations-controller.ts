import type { Request, Response } from 'express';
import type { Knex } from 'knex';
import { notificationSettingsSchema } from '../schemas/notifications';
import { emailListQuerySchema, jobListQuerySchema } from '../schemas/operations';
import { listEmails } from '../services/email/outbox';
import { listJobs, retryJob } from '../services/job-service';
import {
  readNotificationSettings,
  saveNotificationSettings,
} from '../services/leads/lead-notifications';
import { actorOf, idParam } from './params';

/** What admins see of the site's background work: the job queue, the outbox, who is told. */
export function operationsController(db: Knex, smtpConfigured: boolean) {
  return {
    jobs: {
      async list(req: Request, res: Response) {
        res.json(await listJobs(db, jobListQuerySchema.parse(req.query)));
      },
      async retry(req: Request, res: Response) {
        res.json(await retryJob(db, idParam(req, 'Job not found')));
      },
    },
    emails: {
      async list(req: Request, res: Response) {
        res.json(await listEmails(db, emailListQuerySchema.parse(req.query), smtpConfigured));
      },
    },
    notifications: {
      async show(_req: Request, res: Response) {
        res.json(await readNotificationSettings(db));
      },
      async save(req: Request, res: Response) {
        const settings = notificationSettingsSchema.parse(req.body);
        res.json(await saveNotificationSettings(db, settings, actorOf(req)));
      },
    },
  };
}
