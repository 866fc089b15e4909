import type { Knex } from 'knex';
import type { Logger } from 'pino';
import type { Beacon } from '../../schemas/analytics';
import { externalReferrerHost, sourceOf } from '../traffic-source';
import { DailySalts, visitorIdOf } from './daily-salts';
import { EventBuffer, type EventBufferOptions } from './event-buffer';
import { clientOf } from './user-agent';
import { utcDay } from './days';

/** What the collector may know of the request behind a beacon: used, never stored. */
export interface Visit {
  address: string;
  userAgent: string | undefined;
  /** `DNT: 1` or `Sec-GPC: 1`: the visitor asked not to be counted. */
  optedOut: boolean;
  /** A signed-in admin, editor or author: their own visits would skew the figures. */
  staff: boolean;
}

export interface CollectorOptions {
  db: Knex;
  logger: Logger;
  /** The site's own address: its host goes into the visitor hash, its origin is no referrer. */
  siteUrl: string;
  now?: () => Date;
  buffer?: EventBufferOptions;
}

/** Turns beacons into anonymous events and hands them to the write buffer. */
export class AnalyticsCollector {
  private readonly salts: DailySalts;
  private readonly buffer: EventBuffer;
  private readonly siteUrl: string;
  private readonly siteHost: string;
  private readonly now: () => Date;

  constructor(options: CollectorOptions) {
    this.salts = new DailySalts(options.db);
    this.buffer = new EventBuffer(options.db, options.logger, options.buffer);
    this.siteUrl = options.siteUrl;
    this.siteHost = new URL(options.siteUrl).host;
    this.now = options.now ?? (() => new Date());
  }

  /** Counts the beacon unless the visitor opted out, is staff, or is a bot. */
  async record(beacon: Beacon, visit: Visit): Promise<void> {
    if (visit.optedOut || visit.staff) return;
    const client = clientOf(visit.userAgent);
    if (!client) return;
    const createdAt = this.now();
    const day = utcDay(createdAt);
    const salt = await this.salts.saltFor(day);
    const utm = beacon.utm;
    this.buffer.add({
      createdAt,
      day,
      visitorId: visitorIdOf(salt, {
        address: visit.address,
        userAgent: visit.userAgent ?? '',
        siteHost: this.siteHost,
      }),
      name: beacon.name,
      path: beacon.path,
      source: sourceOf({ utmSource: utm?.source, referrer: beacon.referrer }, this.siteUrl),
      referrerHost: externalReferrerHost(beacon.referrer, this.siteUrl),
      utmMedium: utm?.medium ?? null,
      utmCampaign: utm?.campaign ?? null,
      utmTerm: utm?.term ?? null,
      utmContent: utm?.content ?? null,
      ...client,
      width: beacon.width ?? null,
      leadKind: beacon.kind ?? null,
    });
  }

  /** Events received and not yet written. */
  get buffered(): number {
    return this.buffer.size;
  }

  /** Writes the events received so far (graceful stop, tests). */
  flush(): Promise<void> {
    return this.buffer.flush();
  }
}
