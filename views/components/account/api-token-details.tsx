import { scopeLabel } from '#src/schemas/api-tokens';
import type { ApiToken } from '#src/schemas/wire/tokens';

const when = (iso: string) =>
  new Date(iso).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });

function lastUse(token: ApiToken) {
  if (!token.lastUsedAt) return 'never used';
  const from = token.lastUsedAddress ? ` from ${token.lastUsedAddress}` : '';
  return `last used ${when(token.lastUsedAt)}${from}`;
}

function expiry(token: ApiToken) {
  if (!token.expiresAt) return 'never expires';
  return `${token.expired ? 'expired' : 'expires'} ${when(token.expiresAt)}`;
}

/**
 * What a token's lists show of it (the account page, the users screen): its name and visible
 * start, its scopes in words, and when it was made, last used (from where) and expires.
 */
export function ApiTokenDetails({ token }: { token: ApiToken }) {
  return (
    <div className="min-w-0 flex-1">
      <p className="font-medium text-slate-900">
        {token.name}
        <code className="ml-2 rounded bg-slate-100 px-1.5 py-0.5 font-mono text-sm text-slate-700">
          {token.prefix}…
        </code>
        {token.expired ? (
          <span className="ml-2 rounded bg-amber-100 px-2 py-0.5 text-sm text-amber-900">
            Expired
          </span>
        ) : null}
      </p>
      <ul aria-label={`Scopes of ${token.name}`} className="mt-1 flex flex-wrap gap-1.5">
        {token.scopes.map((scope) => (
          <li key={scope} className="rounded bg-brand-50 px-2 py-0.5 text-sm text-brand-900">
            {scopeLabel(scope)} <span className="font-mono text-xs">({scope})</span>
          </li>
        ))}
      </ul>
      <p className="mt-1 text-sm text-slate-600">
        Made {when(token.createdAt)} · {lastUse(token)} · {expiry(token)}
      </p>
    </div>
  );
}
