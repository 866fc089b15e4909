import { useState } from 'react';
import type { Role } from '#src/auth/roles';
import type { ApiTokenList, CreatedApiToken } from '#src/schemas/wire/tokens';
import { ConfirmDialog } from '../admin/kit/confirm-dialog';
import { FormFailure } from '../auth/form-field';
import { apiRequest, sectionClass, useAccountData } from './account-api';
import { ApiTokenDetails } from './api-token-details';
import { NewTokenForm, NewTokenShown } from './api-token-form';

/** "Revoke" with a confirmation, for a token of a list (also the users screen's). */
export function RevokeTokenAction({
  name,
  revoke,
}: {
  name: string;
  revoke: () => Promise<unknown>;
}) {
  return (
    <ConfirmDialog
      kind="token"
      itemName={`the token ${name}`}
      label="Revoke"
      wording={{
        title: `Revoke “${name}”?`,
        question: 'Anything using this token is refused from now on. This cannot be undone.',
        confirm: 'Revoke',
        busy: 'Revoking...',
      }}
      onConfirm={revoke}
      deleted="Token revoked"
      failed="Could not revoke the token"
    />
  );
}

/**
 * Personal access tokens for the API (docs/api-tokens.md): make one (shown once), see each with
 * its scopes and last use, revoke it. A new password revokes them all, and a new role those with
 * scopes it lacks.
 */
export function ApiTokensSection({ role }: { role: Role }) {
  const list = useAccountData<ApiTokenList>('/api/auth/tokens');
  const [created, setCreated] = useState<CreatedApiToken | null>(null);
  const tokens = list.data?.tokens ?? [];
  return (
    <section aria-labelledby="api-tokens-heading" className={sectionClass}>
      <h2 id="api-tokens-heading" className="text-xl font-semibold text-slate-900">
        API tokens
      </h2>
      <p className="mt-1 text-slate-600">
        A token lets a script or another service use the site’s API as you, with no more than the
        scopes you choose. Send it as <code>Authorization: Bearer &lt;token&gt;</code>. Changing
        your password revokes all your tokens; a change of role revokes those with scopes the new
        role does not have.
      </p>
      {list.error ? <FormFailure message={list.error} /> : null}
      {created ? (
        <NewTokenShown token={created} onDone={() => setCreated(null)} />
      ) : (
        <NewTokenForm
          role={role}
          onCreated={(token) => {
            setCreated(token);
            list.reload();
          }}
        />
      )}
      <h3 className="mt-6 text-lg font-semibold text-slate-900">Your tokens</h3>
      {list.data && tokens.length === 0 ? (
        <p className="mt-2 text-slate-600">You have no tokens.</p>
      ) : null}
      <ul className="mt-2 divide-y divide-slate-200">
        {tokens.map((token) => (
          <li
            key={token.id}
            data-testid="api-token"
            className="flex flex-wrap items-start justify-between gap-3 py-3"
          >
            <ApiTokenDetails token={token} />
            <RevokeTokenAction
              name={token.name}
              revoke={() =>
                apiRequest('DELETE', `/api/auth/tokens/${token.id}`).finally(list.reload)
              }
            />
          </li>
        ))}
      </ul>
    </section>
  );
}
