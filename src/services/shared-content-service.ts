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
 * Shared content shows on many pages (the menus on every one, the plans on several), so it is
 * kept in memory: every kind, read in one query however many renders ask at once; read again
 * when older than 30 s, after a save here, or when the cache bus says everything changed on
 * another instance (src/server-process.ts); so it is this old at most if a notice was lost.
 */
const keptLifetimeMs = 30_000;
const everyKind = Object.keys(sharedContentKinds) as SharedContentKind[];
let kept: { loadedAt: number; content: Partial<SharedContent> } | null = null;
let loading: Promise<Partial<SharedContent>> | null = null;
/** Bumped by every forget, so a read that started before it cannot keep what it read. */
let generation = 0;

/** What is kept is read again next time; it stays the fallback while the database cannot be read. */
export function forgetSharedContent() {
  if (kept) kept = { ...kept, loadedAt: 0 };
  loading = null;
  generation += 1;
}

/** What is kept goes, fallback too: a new app of this process may be on another database. */
export function dropSharedContent() {
  kept = null;
  loading = null;
  generation += 1;
}

function loadEveryKind(): Promise<Partial<SharedContent>> {
  if (loading) return loading;
  const startedIn = generation;
  const read = readSharedContent(everyKind)
    .then((content) => {
      if (startedIn === generation) kept = { loadedAt: Date.now(), content };
      return content;
    })
    .finally(() => {
      if (loading === read) loading = null;
    });
  loading = read;
  return read;
}

/**
 * The kinds asked for, from memory where fresh; a kind not installed is left out. When the
 * database cannot be read, the values last read (`onError` is told), else the failure.
 */
export async function keptSharedContent<Kind extends SharedContentKind>(
  kinds: readonly Kind[],
  onError: (error: unknown) => void = () => undefined,
): Promise<Partial<Pick<SharedContent, Kind>>> {
  let content = kept && Date.now() - kept.loadedAt < keptLifetimeMs ? kept.content : null;
  if (!content) {
    try {
      content = await loadEveryKind();
    } catch (error) {
      if (!kept) throw error;
      onError(error);
      content = kept.content;
    }
  }
  return Object.fromEntries(
    kinds.filter((kind) => content[kind] !== undefined).map((kind) => [kind, content[kind]]),
  ) as Partial<Pick<SharedContent, Kind>>;
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
