import type { Request, Response } from 'express';
import { NotFoundError } from '../errors';
import { slugSchema } from '../schemas/common';
import { taxonomyInputSchema } from '../schemas/taxonomy';
import * as taxonomy from '../services/taxonomy-service';
import { actorOf, idParam } from './params';

/** The same five actions for categories and tags; the answer is keyed by the kind. */
export function taxonomyController(kind: taxonomy.TaxonomyKind) {
  const notFound = kind === 'categories' ? 'Category not found' : 'Tag not found';
  return {
    async list(_req: Request, res: Response) {
      const { items, total } = await taxonomy.listTaxonomy(kind);
      res.json({ [kind]: items, total });
    },
    async show(req: Request, res: Response) {
      res.json(await taxonomy.getTaxonomyById(kind, idParam(req, notFound)));
    },
    async showBySlug(req: Request, res: Response) {
      const slug = slugSchema.safeParse(req.params.slug);
      if (!slug.success) throw new NotFoundError(notFound);
      res.json(await taxonomy.getTaxonomyBySlug(kind, slug.data));
    },
    async create(req: Request, res: Response) {
      res
        .status(201)
        .json(
          await taxonomy.createTaxonomy(kind, taxonomyInputSchema.parse(req.body), actorOf(req)),
        );
    },
    async update(req: Request, res: Response) {
      const id = idParam(req, notFound);
      const input = taxonomyInputSchema.parse(req.body);
      res.json(await taxonomy.updateTaxonomy(kind, id, input, actorOf(req)));
    },
    async remove(req: Request, res: Response) {
      await taxonomy.deleteTaxonomy(kind, idParam(req, notFound), actorOf(req));
      res.status(204).end();
    },
  };
}
