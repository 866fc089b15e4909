import type { Request, Response } from 'express';
import { openApiDocument, type OpenApiDocument } from '../http/openapi';
import type { PublicSite } from '../config/site';
import type { Route } from '../route-kit';

/** GET /api/openapi.json: the contract of the routes the app serves, made once. */
export function apiContractController(
  routes: () => Route[],
  site: Pick<PublicSite, 'name' | 'url'>,
) {
  let document: OpenApiDocument | undefined;
  return {
    show(_req: Request, res: Response) {
      document ??= openApiDocument(routes(), site);
      res.json(document);
    },
  };
}
