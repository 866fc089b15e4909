import { solveChallenge, type Challenge, type Payload } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/web/sha';

/**
 * Fetches a proof-of-work challenge and solves it (Web Crypto, yielding to the page as it goes).
 * Loaded only while an admin asks lead forms for the check. Undefined when the site no longer asks.
 */
export async function solveLeadChallenge(): Promise<Payload | undefined> {
  const response = await fetch('/api/leads/challenge', {
    headers: { Accept: 'application/json' },
    credentials: 'include',
  });
  if (!response.ok) throw new Error(`Challenge: ${response.status}`);
  const body = (await response.json()) as { required: boolean; challenge?: Challenge };
  if (!body.required || !body.challenge) return undefined;
  const solution = await solveChallenge({ challenge: body.challenge, deriveKey, timeout: 30_000 });
  if (!solution) throw new Error('Challenge not solved in time');
  return { challenge: body.challenge, solution };
}
