import { useState } from 'react';
import type { AccountSessionList } from '#src/schemas/wire/account';
import { FormFailure } from '../auth/form-field';
import { toast } from '../ui/toast';
import { apiRequest, secondaryButton, sectionClass, useAccountData } from './account-api';

const when = (iso: string | null) =>
  iso ? new Date(iso).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' }) : '—';

/** Where the account is signed in; any other session can be signed out from here. */
export function SessionsSection() {
  const list = useAccountData<AccountSessionList>('/api/auth/sessions');
  const [busy, setBusy] = useState(false);

  const end = async (path: string, done: string) => {
    setBusy(true);
    try {
      await apiRequest('DELETE', path);
      toast({ title: done });
    } catch (error) {
      toast({
        title: 'Could not sign out that session',
        description: error instanceof Error ? error.message : undefined,
        variant: 'destructive',
      });
    }
    list.reload();
    setBusy(false);
  };

  const sessions = list.data?.sessions ?? [];
  const others = sessions.filter((session) => !session.current);
  return (
    <section aria-labelledby="sessions-heading" className={sectionClass}>
      <h2 id="sessions-heading" className="text-xl font-semibold text-slate-900">
        Where you are signed in
      </h2>
      {list.error ? <FormFailure message={list.error} /> : null}
      <ul className="mt-4 divide-y divide-slate-200">
        {sessions.map((session) => (
          <li
            key={session.id}
            data-testid="account-session"
            className="flex flex-wrap items-center justify-between gap-3 py-3"
          >
            <div>
              <p className="font-medium text-slate-900">
                {session.device}
                {session.current ? (
                  <span className="ml-2 rounded bg-green-100 px-2 py-0.5 text-sm text-green-900">
                    This device
                  </span>
                ) : null}
              </p>
              <p className="text-sm text-slate-600">
                {session.address ?? 'Unknown address'} · last seen {when(session.lastSeenAt)}
              </p>
            </div>
            {session.current ? null : (
              <button
                type="button"
                className={secondaryButton}
                disabled={busy}
                aria-label={`Sign out ${session.device}, last seen ${when(session.lastSeenAt)}`}
                onClick={() =>
                  void end(`/api/auth/sessions/${session.id}`, 'That session was signed out')
                }
              >
                Sign out
              </button>
            )}
          </li>
        ))}
      </ul>
      {others.length > 0 ? (
        <button
          type="button"
          className={`${secondaryButton} mt-4`}
          disabled={busy}
          onClick={() => void end('/api/auth/sessions', 'Your other sessions were signed out')}
        >
          Sign out all other sessions
        </button>
      ) : null}
    </section>
  );
}
