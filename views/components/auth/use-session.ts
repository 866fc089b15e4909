import { useSyncExternalStore } from 'react';
import { usePageContext } from 'vike-react/usePageContext';
import type { SessionUser } from '#src/auth/roles';
import type { LoginPayload, RegisterPayload } from '#src/schemas/auth';
import { toast } from '../ui/toast';
import * as authClient from './auth-client';

/**
 * The current user as this browser knows it: what the server rendered the page with, until a
 * sign-in, registration or sign-out in this tab replaces it (SPEC §4).
 */
let known: { user: SessionUser | null } | null = null;
const listeners = new Set<() => void>();

/** Records a user signed in by a screen that reports failures itself (the blog's forms). */
export function setCurrentUser(user: SessionUser | null) {
  known = { user };
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Runs a request and, when it is refused, says so in a destructive toast titled `title`. */
async function withFailureToast<T>(title: string, request: () => Promise<T>): Promise<T> {
  try {
    return await request();
  } catch (error) {
    const description = error instanceof Error ? error.message : String(error);
    toast({ title, description, variant: 'destructive' });
    throw error;
  }
}

export function useSession() {
  const { user: renderedWith } = usePageContext();
  const current = useSyncExternalStore(
    subscribe,
    () => known,
    () => null,
  );
  return {
    user: current ? current.user : renderedWith,
    login: (payload: LoginPayload) =>
      withFailureToast('Login failed', async () => {
        const answer = await authClient.login(payload);
        if (!authClient.isChallenge(answer)) setCurrentUser(answer);
        return answer;
      }),
    register: (payload: RegisterPayload) =>
      withFailureToast('Registration failed', async () => {
        const user = await authClient.register(payload);
        setCurrentUser(user);
        return user;
      }),
    logout: () =>
      withFailureToast('Logout failed', async () => {
        await authClient.logout();
        setCurrentUser(null);
      }),
    /** Asks the server again who is signed in. */
    refresh: async () => {
      const user = await authClient.fetchCurrentUser();
      setCurrentUser(user);
      return user;
    },
  };
}
