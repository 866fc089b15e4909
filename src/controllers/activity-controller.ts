import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { Request, Response } from 'express';
import type { Knex } from 'knex';
import { activityFilterSchema, activityQuerySchema } from '../schemas/activity';
import { recordExport } from '../services/activity/activity-log';
import { activityCsv, activityPeople, listActivity } from '../services/activity/activity-query';
import { exportSlots } from '../services/leads/lead-export';
import { actorOf } from './params';

/** /api/activity: the staff activity log, for admins. */
export function activityController(db: Knex) {
  return {
    async list(req: Request, res: Response) {
      res.json(await listActivity(db, activityQuerySchema.parse(req.query)));
    },
    async people(_req: Request, res: Response) {
      res.json(await activityPeople(db));
    },
    /** The filtered log as CSV, streamed; the export is itself an entry, written first. */
    async exportCsv(req: Request, res: Response) {
      const filter = activityFilterSchema.parse(req.query);
      await exportSlots.run(async () => {
        await recordExport(actorOf(req), 'export.activity', filter, db);
        const day = new Date().toISOString().slice(0, 10);
        res.setHeader('Content-Type', 'text/csv; charset=utf-8');
        res.setHeader('Content-Disposition', `attachment; filename="activity-${day}.csv"`);
        await pipeline(Readable.from(activityCsv(db, filter)), res);
      });
    },
  };
}
