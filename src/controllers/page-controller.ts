import type { Request, Response } from 'express';
import { pageAutosaveSchema, pageInputSchema } from '../schemas/pages';
import { presenceSchema, restoreSchema, revisionIdSchema } from '../schemas/revisions';
import { listBlockTypes } from '../services/block-catalog-service';
import * as editing from '../services/page-editing';
import * as history from '../services/page-history';
import * as pages from '../services/page-service';
import { actorOf, currentUser, editingSessionOf, idParam } from './params';

/* The pages of the site, their history and the block catalog: editors and admins only. */

const pageId = (req: Request) => idParam(req, pages.messages.notFound);
/** The `:revisionId` path parameter: 400 when it is not a number. */
const revisionIdParam = (req: Request) => revisionIdSchema.parse(req.params.revisionId);

export async function list(_req: Request, res: Response) {
  res.json(await pages.listPages());
}

export async function show(req: Request, res: Response) {
  res.json(await pages.getPageById(pageId(req)));
}

export async function create(req: Request, res: Response) {
  const input = pageInputSchema.parse(req.body);
  res.status(201).json(await editing.createPage(input, currentUser(req), actorOf(req)));
}

export async function update(req: Request, res: Response) {
  const id = pageId(req);
  const input = pageInputSchema.parse(req.body);
  res.json(await editing.updatePage(id, input, currentUser(req), actorOf(req)));
}

export async function remove(req: Request, res: Response) {
  await editing.deletePage(pageId(req), actorOf(req));
  res.status(204).end();
}

export async function presence(req: Request, res: Response) {
  const id = pageId(req);
  const editingSession = editingSessionOf(req, presenceSchema.parse(req.body ?? {}).editingSession);
  res.json(await history.notePageEditor(id, editingSession, currentUser(req)));
}

async function autosave(req: Request, res: Response) {
  const id = pageId(req);
  const input = pageAutosaveSchema.parse(req.body);
  const editingSession = editingSessionOf(req, input.editingSession);
  res.json(await history.autosavePage(id, { ...input, editingSession }, currentUser(req)));
}

async function revisions(req: Request, res: Response) {
  res.json(await history.listPageRevisions(pageId(req)));
}

async function revision(req: Request, res: Response) {
  res.json(await history.getPageRevision(pageId(req), revisionIdParam(req)));
}

async function restore(req: Request, res: Response) {
  const id = pageId(req);
  const restoring = restoreSchema.parse(req.body ?? {});
  const restored = await history.restorePageRevision(
    id,
    revisionIdParam(req),
    restoring,
    currentUser(req),
    actorOf(req),
  );
  res.status(201).json(restored);
}

/** A page's history and autosave, for the route table's `revisionRoutes`. */
export const pageHistory = { revisions, revision, restore, autosave };

export function blockTypes(_req: Request, res: Response) {
  res.json(listBlockTypes());
}
