import { useState } from 'react';
import type { AccountApiTokenList } from '#src/schemas/wire/tokens';
import { Dialog } from '#views/components/ui/dialog';
import { ApiTokenDetails } from '#views/components/account/api-token-details';
import { RevokeTokenAction } from '#views/components/account/api-tokens-section';
import { api } from '../data/api';
import { useApiMutation } from '../data/queries';
import { adminKeys } from '../data/query-keys';
import { Button } from '../kit';

export type AccountToken = AccountApiTokenList['tokens'][number];

/** Each account's tokens, from the one list of everyone's. */
export function tokensByUser(list: AccountApiTokenList | undefined) {
  const byUser = new Map<number, AccountToken[]>();
  for (const token of list?.tokens ?? []) {
    byUser.set(token.user.id, [...(byUser.get(token.user.id) ?? []), token]);
  }
  return byUser;
}

/**
 * A user's API tokens on the users screen: how many, and a dialog listing them, each revocable
 * (logged as revoked by the admin). Revoked tokens are not listed.
 */
export function UserTokens({ username, tokens }: { username: string; tokens: AccountToken[] }) {
  const [open, setOpen] = useState(false);
  const revoke = useApiMutation(
    (id: number) => api.delete(`/api/tokens/${id}`),
    [adminKeys.apiTokens.all],
  );
  if (tokens.length === 0) return <span className="text-slate-500">None</span>;
  const count = tokens.length === 1 ? '1 token' : `${tokens.length} tokens`;
  return (
    <Dialog
      open={open}
      onOpenChange={setOpen}
      title={`${username}’s API tokens`}
      description="Revoking one refuses anything that uses it from now on. Tokens are made on each person’s account page."
      trigger={
        <Button variant="ghost" size="sm" aria-label={`API tokens of ${username}: ${count}`}>
          {count}
        </Button>
      }
    >
      <ul className="divide-y divide-slate-200">
        {tokens.map((token) => (
          <li key={token.id} className="flex flex-wrap items-start justify-between gap-3 py-3">
            <ApiTokenDetails token={token} />
            <RevokeTokenAction name={token.name} revoke={() => revoke.mutateAsync(token.id)} />
          </li>
        ))}
      </ul>
    </Dialog>
  );
}
