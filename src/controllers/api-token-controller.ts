import type { Request, Response } from 'express';
import { tokenCreateSchema } from '../schemas/api-tokens';
import {
  createToken,
  listAllTokens,
  listTokensOf,
  messages,
  revokeToken,
} from '../services/api-tokens/token-service';
import { actorOf, currentUser, idParam } from './params';

/**
 * Personal access tokens: the account's own (/api/auth/tokens, the account page; a session
 * only, so a token cannot make tokens) and everyone's (/api/tokens, admins, the users screen).
 */
export const apiTokens = {
  async listOwn(req: Request, res: Response) {
    res.json(await listTokensOf(currentUser(req).id));
  },
  async create(req: Request, res: Response) {
    const user = currentUser(req);
    const input = tokenCreateSchema(user.role).parse(req.body);
    res.status(201).json(await createToken(user, input, actorOf(req)));
  },
  async revokeOwn(req: Request, res: Response) {
    await revokeToken(idParam(req, messages.notFound), currentUser(req).id, actorOf(req));
    res.status(204).end();
  },
  async listAll(_req: Request, res: Response) {
    res.json(await listAllTokens());
  },
  async revokeAny(req: Request, res: Response) {
    await revokeToken(idParam(req, messages.notFound), null, actorOf(req));
    res.status(204).end();
  },
};
