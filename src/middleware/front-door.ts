import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Express } from 'express';

type RequestHandle = (req: IncomingMessage, res: ServerResponse, next?: () => void) => void;

/** Answers a request itself (true) or leaves it to Express (false). */
export type FrontDoor = (req: IncomingMessage, res: ServerResponse) => boolean;

/**
 * Puts `door` in front of the app, on Node's own request, before Express builds its request and
 * response (which costs more than the cheapest answers themselves). The app is a function that
 * calls its `handle` (Express 3 to 5): the door goes in front of that, so the server,
 * `app.listen` and the tests all pass through it.
 */
export function putInFront(app: Express, door: FrontDoor): Express {
  const routed = app as Express & { handle: RequestHandle };
  const handle = routed.handle.bind(app);
  routed.handle = (req, res, next) => {
    if (!door(req, res)) handle(req, res, next);
  };
  return app;
}
