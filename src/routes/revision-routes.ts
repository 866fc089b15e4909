import type { RequestHandler } from 'express';
import { restoreSchema } from '../schemas/revisions';
import { autosaveWire, revisionListWire } from '../schemas/wire/revisions';
import type { z } from '../schemas/zod';
import { created, get, post, put, unseen, type Action, type Route } from '../route-kit';

/** What a post's or page's history routes are made of. */
interface History {
  path: string;
  noun: string;
  controller: Record<'revisions' | 'revision' | 'restore' | 'autosave', Action>;
  guard: RequestHandler;
  /** The autosave's body: the save's fields, a title not required yet. */
  autosave: z.ZodType;
  /** One revision, with its content (a restore answers the revision it made). */
  revision: z.ZodType;
  /** The largest autosave body, where the API's 1 MB is too much. */
  jsonLimit?: number;
}

/** A post's or page's history and autosave: none of it changes what readers see. */
export function revisionRoutes(history: History): Route[] {
  const { path, noun, controller, guard, jsonLimit } = history;
  return [
    get(`${path}/:id/revisions`, [guard], controller.revisions, {
      summary: `List a ${noun}'s revisions`,
      answer: revisionListWire,
    }),
    get(`${path}/:id/revisions/:revisionId`, [guard], controller.revision, {
      summary: `Read one of a ${noun}'s revisions`,
      answer: history.revision,
    }),
    post(`${path}/:id/revisions/:revisionId/restore`, [guard], controller.restore, {
      ...unseen,
      summary: `Restore a ${noun}'s revision`,
      body: restoreSchema,
      answer: created(history.revision),
    }),
    put(`${path}/:id/autosave`, [guard], controller.autosave, {
      ...unseen,
      ...(jsonLimit ? { jsonLimit } : {}),
      summary: `Keep an unsaved ${noun}'s changes`,
      body: history.autosave,
      answer: autosaveWire,
    }),
  ];
}
