import type { Request, Response } from 'express';
import {
  redirectCreateSchema,
  redirectImportSchema,
  redirectQuerySchema,
} from '../schemas/redirects';
import * as redirectService from '../services/redirect-service';
import { actorOf, idParam } from './params';

/** /api/redirects: the old addresses staff send on (editors and admins). */
export function redirectController() {
  return {
    async list(req: Request, res: Response) {
      res.json(await redirectService.listRedirects(redirectQuerySchema.parse(req.query)));
    },
    async create(req: Request, res: Response) {
      const input = redirectCreateSchema.parse(req.body);
      res.status(201).json(await redirectService.createRedirect(input, actorOf(req)));
    },
    async importCsv(req: Request, res: Response) {
      const { csv } = redirectImportSchema.parse(req.body);
      res.json(await redirectService.importRedirects(csv, actorOf(req)));
    },
    async remove(req: Request, res: Response) {
      const id = idParam(req, redirectService.redirectMessages.notFound);
      await redirectService.deleteRedirect(id, actorOf(req));
      res.status(204).end();
    },
  };
}
