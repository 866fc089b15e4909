import type { Request, Response } from 'express';
import {
  commentInputSchema,
  commentListQuerySchema,
  commentModerationSchema,
} from '../schemas/comments';
import * as comments from '../services/comment-service';
import { actorOf, currentUser, idParam } from './params';

export async function list(req: Request, res: Response) {
  res.json(await comments.listComments(commentListQuerySchema.parse(req.query), req.user ?? null));
}

export async function create(req: Request, res: Response) {
  res
    .status(201)
    .json(await comments.createComment(commentInputSchema.parse(req.body), currentUser(req)));
}

export async function moderate(req: Request, res: Response) {
  const id = idParam(req, comments.messages.notFound);
  const { isApproved } = commentModerationSchema.parse(req.body);
  res.json(await comments.setCommentApproval(id, isApproved, actorOf(req)));
}

export async function remove(req: Request, res: Response) {
  const id = idParam(req, comments.messages.notFound);
  await comments.deleteComment(id, currentUser(req), actorOf(req));
  res.status(204).end();
}
