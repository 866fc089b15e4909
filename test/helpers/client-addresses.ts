/**
 * Client addresses for tests of an app behind a trusted proxy (`TRUST_PROXY: '1'`, sent as
 * `X-Forwarded-For`): limits count per address, so each case comes from one no other case of the
 * file uses. `prefix` is the first two octets.
 */
export function addressSequence(prefix: string): () => string {
  let count = 0;
  return () => {
    count += 1;
    return `${prefix}.${Math.floor(count / 250)}.${(count % 250) + 1}`;
  };
}
