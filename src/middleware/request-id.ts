import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';

/** A request id from a proxy is kept only when short and plain: it lands in every log line. */
const plainId = /^[A-Za-z0-9._-]{1,64}$/;

/** The id of a request: the one the proxy in front sent, if it is plain, else a new one. */
export function requestIdOf(req: IncomingMessage): string {
  const sent = req.headers['x-request-id'];
  return typeof sent === 'string' && plainId.test(sent) ? sent : randomUUID();
}
