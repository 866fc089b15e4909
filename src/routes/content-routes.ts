import type { RequestHandler } from 'express';
import * as comments from '../controllers/comment-controller';
import * as content from '../controllers/content-controllers';
import * as posts from '../controllers/post-controller';
import { taxonomyController } from '../controllers/taxonomy-controller';
import { limitComments } from '../middleware/comment-limits';
import { requireCapability as may } from '../middleware/guards';
import {
  commentInputSchema,
  commentListQuerySchema,
  commentModerationSchema,
} from '../schemas/comments';
import {
  postAutosaveSchema,
  postInputSchema,
  postListQuerySchema,
  postPreviewSchema,
} from '../schemas/posts';
import { presenceSchema } from '../schemas/revisions';
import { taxonomyInputSchema } from '../schemas/taxonomy';
import {
  categoryListWire,
  commentListWire,
  commentWire,
  postAuthorListWire,
  postListWire,
  postPreviewWire,
  postWire,
  savedPostWire,
  tagListWire,
  termWithCountWire,
} from '../schemas/wire/content';
import { postRevisionWire, presenceWire } from '../schemas/wire/revisions';
import type { z } from '../schemas/zod';
import {
  created,
  del,
  get,
  noContent,
  patch,
  post,
  publicRead,
  put,
  reported,
  unseen,
  type Action,
  type Route,
  type RouteDependencies,
} from '../route-kit';
import { revisionRoutes } from './revision-routes';

/** A category or tag: the six routes of a published resource, named for the summaries. */
interface Terms {
  path: string;
  one: string;
  many: string;
  list: z.ZodType;
}

/** Content readers see: public reads (all, by slug, by id) and writes behind one guard. */
function publishedResource(
  { path, one, many, list }: Terms,
  controller: Record<'list' | 'showBySlug' | 'show' | 'create' | 'update' | 'remove', Action>,
  writeGuard: RequestHandler,
): Route[] {
  const answer = termWithCountWire;
  return [
    get(path, [], controller.list, { ...publicRead(), summary: `List ${many}`, answer: list }),
    get(`${path}/by-slug/:slug`, [], controller.showBySlug, {
      ...publicRead(),
      summary: `Read a ${one} by its slug`,
      answer,
    }),
    get(`${path}/:id`, [], controller.show, { ...publicRead(), summary: `Read a ${one}`, answer }),
    post(path, [writeGuard], controller.create, {
      summary: `Create a ${one}`,
      body: taxonomyInputSchema,
      answer: created(answer),
    }),
    put(`${path}/:id`, [writeGuard], controller.update, {
      summary: `Change a ${one}`,
      body: taxonomyInputSchema,
      answer,
    }),
    del(`${path}/:id`, [writeGuard], controller.remove, {
      summary: `Delete a ${one}`,
      answer: noContent,
    }),
  ];
}

/** Posts, their history, and the editor's helpers. */
function postRoutes(): Route[] {
  const writer = may('posts:write-own');
  return [
    get('/api/posts', [], posts.list, {
      ...publicRead(postListQuerySchema),
      summary: 'List posts',
      description:
        'Readers see published posts; staff see their own drafts and, by role, everyone’s.',
      answer: postListWire,
    }),
    get('/api/posts/by-slug/:slug', [], posts.showBySlug, {
      ...publicRead(),
      summary: 'Read a post by its slug',
      answer: postWire,
    }),
    get('/api/posts/:id', [], posts.show, {
      ...publicRead(),
      summary: 'Read a post',
      answer: postWire,
    }),
    post('/api/posts', [writer], posts.create, {
      ...reported,
      summary: 'Create a post',
      body: postInputSchema,
      answer: created(savedPostWire),
    }),
    put('/api/posts/:id', [writer], posts.update, {
      ...reported,
      summary: 'Save a post',
      body: postInputSchema,
      answer: savedPostWire,
    }),
    del('/api/posts/:id', [writer], posts.remove, {
      ...reported,
      summary: 'Delete a post',
      answer: noContent,
    }),
    ...revisionRoutes({
      path: '/api/posts',
      noun: 'post',
      controller: posts.history,
      guard: writer,
      autosave: postAutosaveSchema,
      revision: postRevisionWire,
    }),
    put('/api/posts/:id/presence', [writer], posts.presence, {
      ...unseen,
      summary: 'Say you have a post open, and see who else has',
      body: presenceSchema,
      answer: presenceWire,
    }),

    post('/api/preview', [writer], content.preview, {
      ...unseen,
      summary: 'Preview a post body as readers would see it',
      body: postPreviewSchema,
      answer: postPreviewWire,
    }),
    get('/api/authors', [may('posts:read-unpublished')], content.authors, {
      summary: 'List the people who wrote posts',
      answer: postAuthorListWire,
    }),
  ];
}

/** Comments readers write and moderators approve. */
function commentRoutes({ limiters }: RouteDependencies): Route[] {
  return [
    get('/api/comments', [], comments.list, {
      ...publicRead(commentListQuerySchema),
      summary: 'List comments',
      description:
        'A post’s approved comments with their replies, or (moderators) the newest of all.',
      answer: commentListWire,
    }),
    post(
      '/api/comments',
      [may('comments:create'), limitComments(limiters.comments)],
      comments.create,
      {
        ...reported,
        summary: 'Comment on a post',
        body: commentInputSchema,
        answer: created(commentWire),
      },
    ),
    patch('/api/comments/:id', [may('comments:moderate')], comments.moderate, {
      ...reported,
      summary: 'Approve or hold a comment',
      body: commentModerationSchema,
      answer: commentWire,
    }),
    // Every role may write comments and delete its own; a token needs the scope for both.
    del('/api/comments/:id', [may('comments:create')], comments.remove, {
      ...reported,
      summary: 'Delete a comment',
      answer: noContent,
    }),
  ];
}

/** The blog: posts, their history, their taxonomy and their comments. */
export const contentRoutes = (dependencies: RouteDependencies): Route[] => [
  ...postRoutes(),
  ...publishedResource(
    { path: '/api/categories', one: 'category', many: 'categories', list: categoryListWire },
    taxonomyController('categories'),
    may('taxonomy:write'),
  ),
  ...publishedResource(
    { path: '/api/tags', one: 'tag', many: 'tags', list: tagListWire },
    taxonomyController('tags'),
    may('taxonomy:write'),
  ),
  ...commentRoutes(dependencies),
];
