import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { Request, Response } from 'express';
import type { Knex } from 'knex';
import { isStaff } from '../auth/roles';
import { ValidationError } from '../errors';
import { analyticsExportSchema, analyticsRangeSchema, beaconSchema } from '../schemas/analytics';
import type { AnalyticsCollector } from '../services/analytics/collector';
import { utcDay } from '../services/analytics/days';
import { recordExport } from '../services/activity/activity-log';
import { analyticsCsv } from '../services/analytics/export';
import { analyticsGlance, postViews } from '../services/analytics/glance';
import { analyticsSummary } from '../services/analytics/summary';
import { actorOf } from './params';

export const messages = {
  emptyBeacon: 'The event is empty',
  malformedBeacon: 'The event is not valid JSON',
} as const;

/** The beacon's body arrives as text (sendBeacon sends JSON as text/plain). */
function beaconOf(body: unknown): unknown {
  if (typeof body !== 'string' || body.trim() === '')
    throw new ValidationError(messages.emptyBeacon);
  try {
    return JSON.parse(body);
  } catch {
    throw new ValidationError(messages.malformedBeacon);
  }
}

const today = () => utcDay(new Date());

export function analyticsController(db: Knex, collector: AnalyticsCollector) {
  return {
    /** POST /api/events: always 202 for a valid beacon, counted or not (opt-out, staff, bot). */
    async collect(req: Request, res: Response) {
      const beacon = beaconSchema.parse(beaconOf(req.body));
      await collector.record(beacon, {
        address: req.ip ?? '',
        userAgent: req.get('user-agent'),
        optedOut: req.get('dnt') === '1' || req.get('sec-gpc') === '1',
        staff: isStaff(req.user?.role),
      });
      res.status(202).end();
    },

    async summary(req: Request, res: Response) {
      const range = analyticsRangeSchema.parse(req.query);
      res.json(await analyticsSummary(db, range, today()));
    },

    async glance(_req: Request, res: Response) {
      res.json(await analyticsGlance(db, today()));
    },

    async posts(_req: Request, res: Response) {
      res.json(await postViews(db, today()));
    },

    async exportCsv(req: Request, res: Response) {
      const query = analyticsExportSchema.parse(req.query);
      await recordExport(actorOf(req), 'export.analytics', query, db);
      res.setHeader('Content-Type', 'text/csv; charset=utf-8');
      res.setHeader(
        'Content-Disposition',
        `attachment; filename="analytics-${query.table}-${query.from}-${query.to}.csv"`,
      );
      await pipeline(Readable.from(analyticsCsv(db, query, today())), res);
    },
  };
}
