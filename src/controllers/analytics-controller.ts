import type { IncomingHttpHeaders } from 'node:http';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { Request, Response } from 'express';
import type { Knex } from 'knex';
import { isStaff } from '../auth/roles';
import { ValidationError } from '../errors';
import {
  analyticsExportSchema,
  analyticsRangeSchema,
  beaconSchema,
  type Beacon,
} from '../schemas/analytics';
import type { AnalyticsCollector, Visit } from '../services/analytics/collector';
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
export function beaconOf(body: unknown): Beacon {
  if (typeof body !== 'string' || body.trim() === '')
    throw new ValidationError(messages.emptyBeacon);
  let parsed: unknown;
  try {
    parsed = JSON.parse(body);
  } catch {
    throw new ValidationError(messages.malformedBeacon);
  }
  return beaconSchema.parse(parsed);
}

/** What the request behind a beacon says of the visit; staff is known from a session only. */
export function visitOf(headers: IncomingHttpHeaders, address: string, staff: boolean): Visit {
  return {
    address,
    userAgent: headers['user-agent'],
    optedOut: headers.dnt === '1' || headers['sec-gpc'] === '1',
    staff,
  };
}

const today = () => utcDay(new Date());

export function analyticsController(db: Knex, collector: AnalyticsCollector) {
  return {
    /** POST /api/events: always 202 for a valid beacon, counted or not (opt-out, staff, bot). */
    async collect(req: Request, res: Response) {
      await collector.record(
        beaconOf(req.body),
        visitOf(req.headers, req.ip ?? '', isStaff(req.user?.role)),
      );
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
