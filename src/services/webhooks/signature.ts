import { createHmac, randomBytes } from 'node:crypto';

const secretPrefix = 'whsec_';

/** A signing secret as Standard Webhooks writes it: `whsec_` + base64 of 32 random bytes. */
export function newWebhookSecret(): string {
  return secretPrefix + randomBytes(32).toString('base64');
}

/**
 * The `webhook-signature` header: `v1,` + base64 HMAC-SHA256 of `id.timestamp.body`, keyed with
 * the secret's bytes (the base64 after `whsec_`).
 */
export function signWebhook(secret: string, id: string, timestampSeconds: number, body: string) {
  const key = Buffer.from(secret.slice(secretPrefix.length), 'base64');
  const mac = createHmac('sha256', key)
    .update(`${id}.${timestampSeconds}.${body}`)
    .digest('base64');
  return `v1,${mac}`;
}
