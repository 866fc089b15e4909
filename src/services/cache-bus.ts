import { randomUUID } from 'node:crypto';
import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { Logger } from 'pino';
import type { PublicCache } from '../http/public-cache';
import type { Database } from '../models/db';
import type { ContentChange } from './public-content';

const channel = 'public_content_changed';
const retryDelaysMs = [1_000, 2_000, 5_000, 10_000, 30_000];

export interface CacheBus {
  close(): Promise<void>;
}

/** A notice on the channel: which instance changed what. */
interface Notice {
  from: string;
  change: ContentChange;
}

/**
 * Carries public-cache invalidations between instances of the app on one database, with
 * PostgreSQL's LISTEN/NOTIFY: a content write on one instance drops the same entries (tagged
 * with what changed) from every instance's cache. Each instance ignores its own notices. When
 * the listening connection drops (the database restarted), it reconnects and empties its cache
 * once, since it may have missed a notice meanwhile.
 */
export async function connectCacheBus(
  db: Database,
  cache: PublicCache,
  logger: Logger,
  /** What else this instance keeps of the site, to drop when everything changed (settings). */
  onRemoteClear: () => void = () => undefined,
): Promise<CacheBus> {
  const instanceId = randomUUID();
  const forget = (change: ContentChange) => {
    cache.invalidateLocally(change);
    if (change === 'everything') onRemoteClear();
  };
  const heard = (payload: string | undefined) => {
    let notice: Notice;
    try {
      notice = JSON.parse(payload ?? '') as Notice;
    } catch {
      // Not ours to read (an older instance's notice): the safe reading is that anything changed.
      return forget('everything');
    }
    if (notice.from !== instanceId) forget(notice.change);
  };
  cache.onInvalidate((change) => {
    const notice: Notice = { from: instanceId, change };
    db.raw('select pg_notify(?, ?)', [channel, JSON.stringify(notice)]).catch((error: unknown) =>
      logger.warn({ err: error }, 'could not tell other instances what content changed'),
    );
  });

  // The embedded database lives in this process: instances sharing it share its notices.
  const pglite = (db.client as { pglite?: PGlite }).pglite;
  if (pglite) {
    const unsubscribe = await pglite.listen(channel, heard);
    return { close: () => unsubscribe() };
  }
  return listenOnServer(db, logger, heard, () => forget('everything'));
}

/**
 * Listens on a connection of its own to the PostgreSQL server, reconnecting with growing delays
 * when it drops; `reconnected` runs once the listener is back (it may have missed notices).
 */
async function listenOnServer(
  db: Database,
  logger: Logger,
  heard: (payload: string | undefined) => void,
  reconnected: () => void,
): Promise<CacheBus> {
  const connection = (db.client as { config: { connection: string | pg.ClientConfig } }).config
    .connection;
  let client: pg.Client | null = null;
  let closed = false;
  let attempt = 0;
  let retry: NodeJS.Timeout | undefined;
  const listen = async () => {
    const next = new pg.Client(
      typeof connection === 'string' ? { connectionString: connection } : connection,
    );
    next.on('notification', (message) => heard(message.payload));
    next.on('error', (error) => {
      logger.warn({ err: error }, 'page cache listener lost its database connection');
      next.end().catch(() => undefined);
      if (client === next) reconnect();
    });
    try {
      await next.connect();
      await next.query(`listen ${channel}`);
      if (closed) return void (await next.end());
      client = next;
      if (attempt > 0) reconnected();
      attempt = 0;
    } catch (error) {
      logger.warn({ err: error }, 'page cache listener could not connect; retrying');
      next.end().catch(() => undefined);
      reconnect();
    }
  };
  const reconnect = () => {
    client = null;
    if (closed) return;
    const delay = retryDelaysMs[Math.min(attempt, retryDelaysMs.length - 1)]!;
    attempt += 1;
    retry = setTimeout(() => void listen(), delay);
    retry.unref();
  };
  await listen();
  return {
    async close() {
      closed = true;
      clearTimeout(retry);
      await client?.end().catch(() => undefined);
    },
  };
}
