import type { Request, Response } from 'express';
import { postPreviewSchema } from '../schemas/posts';
import { seoOverrideSchema } from '../schemas/seo';
import { sharedContentKinds, type SharedContentKind } from '../schemas/shared';
import { navigationSchema } from '../schemas/shared/navigation';
import { sanitizeRichText } from '../services/html';
import { listPostAuthors } from '../services/post-service';
import * as navigationService from '../services/navigation-service';
import * as seoService from '../services/seo-service';
import * as sharedContentService from '../services/shared-content-service';
import { actorOf } from './params';

export const seo = {
  async list(_req: Request, res: Response) {
    res.json(await seoService.listSeoOverrides());
  },
  async save(req: Request, res: Response) {
    res.json(await seoService.saveSeoOverride(seoOverrideSchema.parse(req.body), actorOf(req)));
  },
};

/** Reading and replacing one kind of shared content (the pricing plans, say). */
export function sharedContent(kind: SharedContentKind) {
  return {
    async show(_req: Request, res: Response) {
      res.json(await sharedContentService.getSharedContent(kind));
    },
    async save(req: Request, res: Response) {
      const value = sharedContentKinds[kind].schema.parse(req.body);
      res.json(await sharedContentService.saveSharedContent(kind, value, actorOf(req)));
    },
  };
}

/** The header and footer menus (one value, like the shared content, but kept in memory too). */
export const navigation = {
  async show(_req: Request, res: Response) {
    res.json(await navigationService.getNavigation());
  },
  async save(req: Request, res: Response) {
    const value = navigationSchema.parse(req.body);
    res.json(await sharedContentService.saveSharedContent('navigation', value, actorOf(req)));
  },
};

/** A post body as the public page would show it, run through the same allow-list as a save. */
export function preview(req: Request, res: Response) {
  const { title, content } = postPreviewSchema.parse(req.body);
  res.json({ title: title.trim(), content: sanitizeRichText(content) });
}

export async function authors(_req: Request, res: Response) {
  res.json(await listPostAuthors());
}
