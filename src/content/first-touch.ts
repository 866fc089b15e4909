/*
 * How a visit's first touch is remembered without cookies: the landing page's campaign
 * parameters, click ids, external referrer and path, kept in sessionStorage (this tab, this
 * visit) and sent with any lead form. `rememberFirstTouch` runs in the page: the loader of
 * anonymous pages inlines it (src/middleware/defer-scripts.ts), so that it runs on the first
 * page even when the page's scripts never start, and reading it runs it first, for
 * pages served without the loader (signed in, development), where it keeps at least the page
 * of the form. It therefore refers to nothing outside itself.
 */

const storageKey = 'ava.firstTouch';

export function rememberFirstTouch(): void {
  try {
    const store = window.sessionStorage;
    if (store.getItem('ava.firstTouch')) return;
    const params = new URLSearchParams(window.location.search);
    const touch: Record<string, string | boolean> = {
      landingPath: window.location.pathname.slice(0, 500),
    };
    for (const name of ['source', 'medium', 'campaign', 'term', 'content']) {
      const value = params.get(`utm_${name}`);
      if (value) touch[`utm${name[0]!.toUpperCase()}${name.slice(1)}`] = value.slice(0, 200);
    }
    if (params.has('gclid')) touch.gclid = true;
    if (params.has('fbclid')) touch.fbclid = true;
    const referrer = document.referrer;
    if (referrer && new URL(referrer).origin !== window.location.origin) {
      touch.referrer = referrer.slice(0, 500);
    }
    store.setItem('ava.firstTouch', JSON.stringify(touch));
  } catch {
    // No sessionStorage (private mode, blocked): the lead simply has no first touch.
  }
}

/**
 * The remembered first touch, for a lead form to send (this page's, when none was remembered);
 * undefined without sessionStorage.
 */
export function readFirstTouch(): Record<string, unknown> | undefined {
  rememberFirstTouch();
  try {
    const stored = window.sessionStorage.getItem(storageKey);
    const parsed: unknown = stored ? JSON.parse(stored) : undefined;
    return parsed && typeof parsed === 'object' ? (parsed as Record<string, unknown>) : undefined;
  } catch {
    return undefined;
  }
}
