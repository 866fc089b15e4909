import type { Request, Response } from 'express';
import { NotFoundError } from '../errors';
import { postInputSchema, postListQuerySchema } from '../schemas/posts';
import { slugSchema } from '../schemas/common';
import * as posts from '../services/post-service';
import { currentUser, idParam } from './params';

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
  res.status(201).json(await posts.createPost(postInputSchema.parse(req.body), currentUser(req)));
}

export async function update(req: Request, res: Response) {
  const id = idParam(req, posts.messages.notFound);
  res.json(await posts.updatePost(id, postInputSchema.parse(req.body), currentUser(req)));
}

export async function remove(req: Request, res: Response) {
  await posts.deletePost(idParam(req, posts.messages.notFound), currentUser(req));
  res.status(204).end();
}
