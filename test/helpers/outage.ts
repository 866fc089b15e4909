import net from 'node:net';
import { randomBytes } from 'node:crypto';
import { PGlite } from '@electric-sql/pglite';
import knexFactory from 'knex';
import { pino } from 'pino';
import { openDatabase, type Database } from '#src/models/db';

/** The outage is the point of these tests: knex's connection warnings are expected noise. */
const quiet = pino({ level: 'silent' });

export interface InterruptibleDatabase {
  db: Database;
  goDown(): Promise<void>;
  comeBack(): Promise<void>;
  destroy(): Promise<void>;
}

/**
 * A database whose connection can be cut and restored while the app runs. PostgreSQL is
 * reached through a TCP relay that we close and reopen; the embedded PGlite cannot go
 * away on its own, so its outage is simulated where the driver calls it.
 */
export async function createInterruptibleDatabase(): Promise<InterruptibleDatabase> {
  const url = process.env.TEST_DATABASE_URL;
  return url ? behindRelay(url) : pgliteWithSwitch();
}

async function behindRelay(url: string): Promise<InterruptibleDatabase> {
  const target = new URL(url);
  const sockets = new Set<net.Socket>();
  let relay: net.Server | undefined;
  const listen = (port: number) =>
    new Promise<number>((resolve) => {
      relay = net.createServer((client) => {
        const upstream = net.connect(Number(target.port || 5432), target.hostname);
        for (const socket of [client, upstream]) {
          sockets.add(socket);
          socket.on('close', () => sockets.delete(socket));
          socket.on('error', () => socket.destroy());
        }
        client.pipe(upstream).pipe(client);
      });
      relay.listen(port, '127.0.0.1', () => resolve((relay!.address() as net.AddressInfo).port));
    });
  const port = await listen(0);

  const schema = `test_${randomBytes(6).toString('hex')}`;
  const admin = knexFactory({ client: 'pg', connection: url });
  await admin.raw('create schema ??', [schema]);
  const relayed = new URL(url);
  relayed.hostname = '127.0.0.1';
  relayed.port = String(port);
  const db = await openDatabase({ databaseUrl: relayed.toString(), schema }, quiet);
  await db.migrate.latest();

  return {
    db,
    async goDown() {
      await new Promise<void>((resolve) => {
        relay!.close(() => resolve());
        for (const socket of sockets) socket.destroy();
      });
    },
    async comeBack() {
      await listen(port);
    },
    async destroy() {
      await db.destroy();
      relay?.close();
      await admin.raw('drop schema ?? cascade', [schema]);
      await admin.destroy();
    },
  };
}

async function pgliteWithSwitch(): Promise<InterruptibleDatabase> {
  const pglite = new PGlite();
  let down = false;
  const lostConnection = () =>
    Promise.reject(
      Object.assign(new Error('Connection terminated unexpectedly'), { code: 'ECONNRESET' }),
    );
  const switched = new Proxy(pglite, {
    get(target, property, receiver) {
      if (down && (property === 'query' || property === 'exec')) return lostConnection;
      const value = Reflect.get(target, property, receiver);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
  const db = await openDatabase({ pglite: switched }, quiet);
  await db.migrate.latest();
  return {
    db,
    goDown: async () => {
      down = true;
    },
    comeBack: async () => {
      down = false;
    },
    destroy: () => db.destroy(),
  };
}
