import type { IncomingHttpHeaders } from 'node:http';
import type { Capability } from '../auth/permissions';
import { tokenPrefix } from '../schemas/api-tokens';

/*
 * A request made with an API token (`Authorization: Bearer …`, docs/api-tokens.md): what the
 * bearer middleware, the public cache, the request log and the controllers share about it.
 */

declare global {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace Express {
    interface Request {
      /** Set when the request came with a valid API token: which one, and what it may do. */
      apiToken?: { id: number; scopes: readonly Capability[] };
    }
  }
}

const bearerScheme = /^bearer(\s|$)/i;

/** Whether the request names a bearer token (valid or not): never answered as an anonymous one. */
export const carriesBearerToken = (headers: IncomingHttpHeaders) =>
  bearerScheme.test(headers.authorization ?? '');

/** The token of an `Authorization: Bearer <token>` header. */
export const bearerTokenOf = (authorization: string) => authorization.slice(6).trim();

/** Query parameters that would put a token in an address, where logs and histories keep it. */
const tokenParameterNames = new Set(['access_token', 'token', 'api_token', 'apitoken', 'bearer']);

/** Whether a query parameter carries a token: by its name, or by a token in its value. */
export const isTokenParameter = (name: string, value: string) =>
  tokenParameterNames.has(name.toLowerCase()) || value.includes(tokenPrefix);

/** Whether a URL's query string carries a token. */
export function tokenInAddress(url: string): boolean {
  const queryStart = url.indexOf('?');
  if (queryStart === -1) return false;
  const query = new URLSearchParams(url.slice(queryStart + 1));
  for (const [name, value] of query) if (isTokenParameter(name, value)) return true;
  return false;
}
