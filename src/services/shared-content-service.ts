import { NotFoundError } from '../errors';
import { SharedContentRow } from '../models/site-content';
import { sharedContentKinds, type SharedContent, type SharedContentKind } from '../schemas/shared';
import type { ActivityActor } from './activity/activity-log';
import { recordActivity } from './activity/activity-log';
import { changedPaths } from './activity/changes';

export const messages = {
  notInstalled: (label: string) => `${label} have not been set up yet`,
} as const;

/** The kinds asked for, as stored; a kind not installed yet is left out. */
export async function readSharedContent<Kind extends SharedContentKind>(
  kinds: readonly Kind[],
): Promise<Partial<Pick<SharedContent, Kind>>> {
  if (kinds.length === 0) return {};
  const rows = await SharedContentRow.query().whereIn('kind', [...kinds]);
  return Object.fromEntries(rows.map((row) => [row.kind, row.value])) as Partial<
    Pick<SharedContent, Kind>
  >;
}

/*
 * Shared content shows on many pages (the menus on every one), so it is kept in memory: reloaded
 * when older than 30 s, after a save here, or when the cache bus says everything changed on
 * another instance (src/server.ts); so it is this old at most if a notice was lost.
 */
const keptLifetimeMs = 30_000;
const kept = new Map<SharedContentKind, { loadedAt: number; value: unknown }>();
/** Bumped by every forget, so a read that started before it cannot keep what it read. */
let generation = 0;

export function forgetSharedContent() {
  kept.clear();
  generation += 1;
}

/**
 * The kinds asked for, from memory where kept and fresh; a kind not installed is left out. When
 * the database cannot be read, the values last read (`onError` is told), else the failure.
 */
export async function keptSharedContent<Kind extends SharedContentKind>(
  kinds: readonly Kind[],
  onError: (error: unknown) => void = () => undefined,
): Promise<Partial<Pick<SharedContent, Kind>>> {
  const now = Date.now();
  const stale = kinds.filter((kind) => now - (kept.get(kind)?.loadedAt ?? 0) >= keptLifetimeMs);
  const values = new Map(kinds.map((kind) => [kind, kept.get(kind)?.value]));
  if (stale.length > 0) {
    const startedIn = generation;
    try {
      const read = await readSharedContent(stale);
      for (const kind of stale) {
        values.set(kind, read[kind]);
        if (startedIn === generation) kept.set(kind, { loadedAt: Date.now(), value: read[kind] });
      }
    } catch (error) {
      if (stale.some((kind) => !kept.has(kind))) throw error;
      onError(error);
    }
  }
  return Object.fromEntries([...values].filter(([, value]) => value !== undefined)) as Partial<
    Pick<SharedContent, Kind>
  >;
}

export async function getSharedContent<Kind extends SharedContentKind>(
  kind: Kind,
): Promise<SharedContent[Kind]> {
  const value = (await readSharedContent([kind]))[kind];
  if (value === undefined)
    throw new NotFoundError(messages.notInstalled(sharedContentKinds[kind].label));
  return value as SharedContent[Kind];
}

/** Replaces a kind's value (already checked by its schema), with an entry in the activity log. */
export async function saveSharedContent<Kind extends SharedContentKind>(
  kind: Kind,
  value: SharedContent[Kind],
  actor: ActivityActor,
): Promise<SharedContent[Kind]> {
  await SharedContentRow.transaction(async (trx) => {
    const before = await trx('shared_content').where({ kind }).forUpdate().first();
    await trx('shared_content')
      .insert({ kind, value: JSON.stringify(value), updatedAt: new Date() })
      .onConflict('kind')
      .merge(['value', 'updatedAt']);
    await recordActivity(trx, actor, {
      action: 'content.updated',
      object: { type: 'content', id: kind, label: sharedContentKinds[kind].label },
      summary: { changed: changedPaths(before?.value ?? null, value) },
    });
  });
  forgetSharedContent();
  return value;
}
