import type { Knex } from 'knex';
import type { Logger } from 'pino';
import type { AnalyticsEventName, WidthClass } from '../../schemas/analytics';
import { analyticsEvents } from '../../process-metrics';

/** One row of analytics_events, as the collector builds it. */
export interface EventRow {
  createdAt: Date;
  day: string;
  visitorId: string;
  name: AnalyticsEventName;
  path: string;
  source: string;
  referrerHost: string | null;
  utmMedium: string | null;
  utmCampaign: string | null;
  utmTerm: string | null;
  utmContent: string | null;
  device: string;
  browser: string;
  os: string;
  width: WidthClass | null;
  leadKind: string | null;
}

export interface EventBufferOptions {
  /** A batch is written as soon as it holds this many events… */
  batchSize?: number;
  /** …or this long after its first event, whichever comes first. */
  intervalMs?: number;
  /** Events kept while the database is away; newer ones are dropped beyond it. */
  maxPending?: number;
}

/**
 * Events wait in memory and go to the database in batches, so a beacon costs no query of its
 * own. Writes happen one after another; a failed batch goes back to wait for the next one.
 */
export class EventBuffer {
  private pending: EventRow[] = [];
  private writing: Promise<void> = Promise.resolve();
  private timer: NodeJS.Timeout | null = null;
  private readonly batchSize: number;
  private readonly intervalMs: number;
  private readonly maxPending: number;

  constructor(
    private readonly db: Knex,
    private readonly logger: Logger,
    options: EventBufferOptions = {},
  ) {
    this.batchSize = options.batchSize ?? 500;
    this.intervalMs = options.intervalMs ?? 1_000;
    this.maxPending = options.maxPending ?? 20_000;
  }

  /** Events waiting for their batch to be written. */
  get size(): number {
    return this.pending.length;
  }

  add(row: EventRow): void {
    if (this.pending.length >= this.maxPending) {
      analyticsEvents.inc({ outcome: 'dropped' });
      return;
    }
    analyticsEvents.inc({ outcome: 'accepted' });
    this.pending.push(row);
    if (this.pending.length >= this.batchSize) void this.flush();
    else if (!this.timer) {
      this.timer = setTimeout(() => void this.flush(), this.intervalMs);
      this.timer.unref();
    }
  }

  /** Writes every event received so far; resolves once they are in the database (or failed). */
  flush(): Promise<void> {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    const batch = this.pending;
    this.pending = [];
    if (batch.length > 0) this.writing = this.writing.then(() => this.write(batch));
    return this.writing;
  }

  private async write(batch: EventRow[]): Promise<void> {
    try {
      for (let start = 0; start < batch.length; start += 5_000) {
        await insertEvents(this.db, batch.slice(start, start + 5_000));
      }
    } catch (error) {
      this.logger.warn({ err: error, events: batch.length }, 'analytics events not written yet');
      const room = Math.max(0, this.maxPending - this.pending.length);
      this.pending.unshift(...batch.slice(0, room));
      if (!this.timer && this.pending.length > 0) {
        this.timer = setTimeout(() => void this.flush(), this.intervalMs);
        this.timer.unref();
      }
    }
  }
}

/** The columns of analytics_events a row fills, with their types for the JSON record below. */
const eventColumns = {
  created_at: 'timestamptz',
  day: 'date',
  visitor_id: 'bigint',
  name: 'text',
  path: 'text',
  source: 'text',
  referrer_host: 'text',
  utm_medium: 'text',
  utm_campaign: 'text',
  utm_term: 'text',
  utm_content: 'text',
  device: 'text',
  browser: 'text',
  os: 'text',
  width: 'text',
  lead_kind: 'text',
} as const;
const columnList = Object.keys(eventColumns).join(', ');
const recordType = Object.entries(eventColumns)
  .map(([column, type]) => `${column} ${type}`)
  .join(', ');

/**
 * One statement and one parameter for a whole batch: the rows go as one JSON array that
 * PostgreSQL unpacks itself, which costs the web process a fraction of building a query with
 * sixteen bindings a row.
 */
function insertEvents(db: Knex, rows: EventRow[]) {
  const records = rows.map((row) => ({
    created_at: row.createdAt,
    day: row.day,
    visitor_id: row.visitorId,
    name: row.name,
    path: row.path,
    source: row.source,
    referrer_host: row.referrerHost,
    utm_medium: row.utmMedium,
    utm_campaign: row.utmCampaign,
    utm_term: row.utmTerm,
    utm_content: row.utmContent,
    device: row.device,
    browser: row.browser,
    os: row.os,
    width: row.width,
    lead_kind: row.leadKind,
  }));
  return db.raw(
    `insert into analytics_events (${columnList})
     select ${columnList} from jsonb_to_recordset(?::jsonb) as event(${recordType})`,
    [JSON.stringify(records)],
  );
}
