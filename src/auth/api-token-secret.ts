import { createHash, randomBytes } from 'node:crypto';
import { tokenPrefix } from '../schemas/api-tokens';

/*
 * What a personal access token is: `ava_pat_` and 32 random bytes in base64url (43 characters).
 * The prefix lets people, and secret scanners, recognise one; the random part is the secret.
 */

const secretBytes = 32;
const tokenPattern = new RegExp(`^${tokenPrefix}[A-Za-z0-9_-]{43}$`);
/** How much of a token is kept in the clear to tell tokens apart: the prefix and 8 characters. */
const visibleLength = tokenPrefix.length + 8;

/**
 * The hash a token is stored and looked up by. A plain SHA-256 is enough: the secret is 256
 * random bits, so no one can guess their way back from the hash, and the lookup is one indexed
 * equality (a slow salted hash, as passwords need, would mean trying every row).
 */
export const hashApiToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** A new token, shown once; only its hash and its visible start are kept. */
export function newApiToken() {
  const token = `${tokenPrefix}${randomBytes(secretBytes).toString('base64url')}`;
  return { token, tokenHash: hashApiToken(token), prefix: token.slice(0, visibleLength) };
}

/** Whether a string has a token's shape (a token of another kind is refused without a lookup). */
export const looksLikeApiToken = (value: string) => tokenPattern.test(value);
