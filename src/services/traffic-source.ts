/*
 * Where a visit came from, by one rule for leads and analytics events alike: the link's
 * utm_source when it had one, else the referring site, else "direct".
 */

export interface SourceClues {
  utmSource?: string | null | undefined;
  referrer?: string | null | undefined;
}

/** The referrer's host without "www.", or null when there is none or it is this site. */
export function externalReferrerHost(
  referrer: string | null | undefined,
  siteUrl: string,
): string | null {
  const parsed = referrer ? URL.parse(referrer) : null;
  if (!parsed?.hostname || parsed.origin === URL.parse(siteUrl)?.origin) return null;
  return parsed.hostname.replace(/^www\./, '').slice(0, 200);
}

/** utm_source when the link had one, else the referring site, else "direct". */
export function sourceOf(clues: SourceClues | undefined, siteUrl: string): string {
  if (clues?.utmSource) return clues.utmSource.toLowerCase().slice(0, 200);
  return externalReferrerHost(clues?.referrer, siteUrl) ?? 'direct';
}
