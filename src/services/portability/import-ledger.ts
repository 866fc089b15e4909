import { createHash } from 'node:crypto';
import type { Knex } from 'knex';

/*
 * What an import remembers of each object it made: the source's key, the object here, and a
 * digest of what it was made from. A second import of the same file finds each object by its
 * key: unchanged ones are skipped, changed ones updated, and nothing is made twice.
 */

export type LedgerKind = 'author' | 'category' | 'tag' | 'post' | 'page' | 'comment' | 'media';

interface Entry {
  objectId: number;
  digest: string;
}

export const digestOf = (value: unknown) =>
  createHash('sha256').update(JSON.stringify(value)).digest('hex');

export class ImportLedger {
  private readonly entries = new Map<string, Entry>();

  private constructor(readonly source: string) {}

  /** Everything already imported from `source` (one old site), read once. */
  static async open(db: Knex, source: string): Promise<ImportLedger> {
    const ledger = new ImportLedger(source);
    const rows = await db('import_sources')
      .select('kind', 'sourceKey', 'objectId', 'digest')
      .where('source', source);
    for (const row of rows as Array<{ kind: LedgerKind; sourceKey: string } & Entry>) {
      ledger.entries.set(`${row.kind} ${row.sourceKey}`, {
        objectId: row.objectId,
        digest: row.digest,
      });
    }
    return ledger;
  }

  find(kind: LedgerKind, key: string): Entry | undefined {
    return this.entries.get(`${kind} ${key}`);
  }

  /** Notes an object as imported; written to the database with it when `db` is given. */
  async remember(
    db: Knex | Knex.Transaction | null,
    kind: LedgerKind,
    key: string,
    entry: Entry,
  ): Promise<void> {
    this.entries.set(`${kind} ${key}`, entry);
    if (!db) return;
    await db('import_sources')
      .insert({ source: this.source, kind, sourceKey: key, ...entry })
      .onConflict(['source', 'kind', 'source_key'])
      .merge(['objectId', 'digest']);
  }
}
