import type { Request, Response } from 'express';
import { NotFoundError } from '../errors';
import { postAutosaveSchema, postInputSchema, postListQuerySchema } from '../schemas/posts';
import { slugSchema } from '../schemas/common';
import { presenceSchema, revisionIdSchema, restoreSchema } from '../schemas/revisions';
import * as editing from '../services/post-editing';
import * as postHistory from '../services/post-history';
import * as posts from '../services/post-service';
import { actorOf, currentUser, editingSessionOf, idParam } from './params';

export async function list(req: Request, res: Response) {
  res.json(await posts.listPosts(postListQuerySchema.parse(req.query), req.user ?? null));
}

export async function showBySlug(req: Request, res: Response) {
  const slug = slugSchema.safeParse(req.params.slug);
  if (!slug.success) throw new NotFoundError(posts.messages.notFound);
  res.json(await posts.getPostBySlug(slug.data, req.user ?? null));
}

export async function show(req: Request, res: Response) {
  res.json(await posts.getPostById(idParam(req, posts.messages.notFound), req.user ?? null));
}

export async function create(req: Request, res: Response) {
  const input = postInputSchema.parse(req.body);
  res.status(201).json(await editing.createPost(input, currentUser(req), actorOf(req)));
}

export async function update(req: Request, res: Response) {
  const id = idParam(req, posts.messages.notFound);
  const input = postInputSchema.parse(req.body);
  res.json(await editing.updatePost(id, input, currentUser(req), actorOf(req)));
}

export async function remove(req: Request, res: Response) {
  await editing.deletePost(idParam(req, posts.messages.notFound), currentUser(req), actorOf(req));
  res.status(204).end();
}

async function autosave(req: Request, res: Response) {
  const id = idParam(req, posts.messages.notFound);
  const input = postAutosaveSchema.parse(req.body);
  const editingSession = editingSessionOf(req, input.editingSession);
  res.json(await postHistory.autosavePost(id, { ...input, editingSession }, currentUser(req)));
}

export async function presence(req: Request, res: Response) {
  const id = idParam(req, posts.messages.notFound);
  const editingSession = editingSessionOf(req, presenceSchema.parse(req.body ?? {}).editingSession);
  res.json(await postHistory.notePostEditor(id, editingSession, currentUser(req)));
}

async function revisions(req: Request, res: Response) {
  res.json(
    await postHistory.listPostRevisions(idParam(req, posts.messages.notFound), currentUser(req)),
  );
}

/** The `:revisionId` path parameter: 400 when it is not a number. */
const revisionIdParam = (req: Request) => revisionIdSchema.parse(req.params.revisionId);

async function revision(req: Request, res: Response) {
  const id = idParam(req, posts.messages.notFound);
  res.json(await postHistory.getPostRevision(id, revisionIdParam(req), currentUser(req)));
}

async function restore(req: Request, res: Response) {
  const id = idParam(req, posts.messages.notFound);
  const editing = restoreSchema.parse(req.body ?? {});
  res
    .status(201)
    .json(
      await postHistory.restorePostRevision(
        id,
        revisionIdParam(req),
        editing,
        currentUser(req),
        actorOf(req),
      ),
    );
}

/** A post's history and autosave, for the route table's `revisionRoutes`. */
export const history = { revisions, revision, restore, autosave };
