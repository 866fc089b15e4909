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
  return value;
}
