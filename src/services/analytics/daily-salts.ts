import { createHash, randomBytes } from 'node:crypto';
import type { Knex } from 'knex';

/**
 * The day's secret salt (Plausible's scheme): every instance reads the same one from the
 * database, and older ones are deleted as soon as a new day starts, so yesterday's visitor ids
 * can no longer be recomputed from an address and a user agent.
 */
export class DailySalts {
  private current: { day: string; salt: Promise<string> } | null = null;

  constructor(private readonly db: Knex) {}

  saltFor(day: string): Promise<string> {
    if (this.current?.day !== day) {
      const salt = loadSalt(this.db, day);
      this.current = { day, salt };
      // A failed read is tried again by the next event rather than remembered.
      salt.catch(() => {
        if (this.current?.salt === salt) this.current = null;
      });
    }
    return this.current.salt;
  }
}

async function loadSalt(db: Knex, day: string): Promise<string> {
  await db('analyticsSalts')
    .insert({ day, salt: randomBytes(32).toString('hex') })
    .onConflict('day')
    .ignore();
  await deleteOldSalts(db, day);
  const row = (await db('analyticsSalts').where({ day }).first('salt')) as { salt: string };
  return row.salt;
}

/** Deletes every salt of a day before `today`. */
export async function deleteOldSalts(db: Knex, today: string): Promise<void> {
  await db('analyticsSalts').where('day', '<', today).delete();
}

export interface VisitorClues {
  address: string;
  userAgent: string;
  siteHost: string;
}

/** A visitor's id for one day: 64 bits of a salted hash, as a decimal string (a bigint). */
export function visitorIdOf(salt: string, clues: VisitorClues): string {
  const digest = createHash('sha256')
    .update(`${salt}\n${clues.address}\n${clues.userAgent}\n${clues.siteHost}`)
    .digest();
  return digest.readBigInt64BE(0).toString();
}
