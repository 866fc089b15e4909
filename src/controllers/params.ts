import type { Request } from 'express';
import { NotFoundError } from '../errors';
import { idSchema, isStorableId } from '../schemas/common';
import type { SessionUser } from '../auth/roles';
import type { ActivityActor } from '../services/activity/activity-log';
import { publicSessionId } from '../services/session-service';

/** The `:id` path parameter: 400 when it is not a number, 404 when no row could have it. */
export function idParam(req: Request, notFound = 'Not found'): number {
  const id = idSchema.parse(req.params.id);
  if (!isStorableId(id)) throw new NotFoundError(notFound);
  return id;
}

/** The signed-in user; routes that call this sit behind a guard that guarantees one. */
export function currentUser(req: Request): SessionUser {
  return req.user!;
}

/** Who is acting, for the activity log: the signed-in user and the client's address. */
export function actorOf(req: Request): ActivityActor {
  const user = req.user;
  return { userId: user?.id ?? null, name: user?.username ?? 'anonymous', address: req.ip ?? null };
}

/**
 * The editor a request comes from: the editing session its body names (a tab of the editor),
 * else the signed-in session, by the id the account page shows for it: revisions show their
 * editing session to other staff, and the cookie's value must stay secret. A request made with
 * an API token has no session: the token stands for one.
 */
export function editingSessionOf(req: Request, named: string | undefined): string {
  if (named) return named;
  return publicSessionId(req.apiToken ? `api-token:${req.apiToken.id}` : req.sessionID);
}
