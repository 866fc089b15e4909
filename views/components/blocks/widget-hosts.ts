import { widgetOrigins, type PublicSite } from '#src/config/site';

/** The origin of `url`, or null when it is not a web address. */
export function originOf(url: string): string | null {
  try {
    return new URL(url).origin;
  } catch {
    return null;
  }
}

/**
 * Whether the site's security policy lets a frame load `url`: frames may come only from the
 * widget hosts set in Settings (src/middleware/security.ts).
 */
export function isWidgetHost(url: string, site: PublicSite): boolean {
  const origin = originOf(url);
  return origin !== null && widgetOrigins(site).includes(origin);
}
