import type { PublicSite } from '../config/site';
import { linkWithSiteFacts, withSiteFacts } from '../content/site-facts';
import type { MenuLink, Navigation, ShownNavigation } from '../schemas/shared/navigation';
import type { ActivityActor } from './activity/activity-log';
import { readSharedContent, saveSharedContent } from './shared-content-service';

/** A site whose navigation was never installed shows no menus, only what the bar always has. */
const noNavigation: Navigation = {
  header: { links: [], signIn: { label: 'Sign In', href: '{signInHref}' } },
  solutions: { label: 'Solutions', position: 0, items: [] },
  footer: { quickLinks: [], contact: [], social: [], legal: [] },
};

export async function getNavigation(): Promise<Navigation> {
  return (await readSharedContent(['navigation'])).navigation ?? noNavigation;
}

/**
 * Every page render shows the navigation, so it is kept in memory: reloaded after a save here or,
 * through the cache bus, on another instance; this old at most if a notice from another instance
 * was lost.
 */
const cacheLifetimeMs = 30_000;
let cache: { loadedAt: number; navigation: Navigation } | null = null;
/** Bumped by every forget, so a read that started before it cannot keep what it read. */
let generation = 0;

export function forgetNavigation() {
  cache = null;
  generation += 1;
}

export async function saveNavigation(navigation: Navigation, actor: ActivityActor) {
  const saved = await saveSharedContent('navigation', navigation, actor);
  forgetNavigation();
  return saved;
}

/** The kept navigation; when the database cannot be read, the last one read (else the failure). */
async function keptNavigation(onError: (error: unknown) => void): Promise<Navigation> {
  if (cache && Date.now() - cache.loadedAt < cacheLifetimeMs) return cache.navigation;
  const startedIn = generation;
  try {
    const navigation = await getNavigation();
    if (startedIn === generation) cache = { loadedAt: Date.now(), navigation };
    return navigation;
  } catch (error) {
    if (!cache) throw error;
    onError(error);
    return cache.navigation;
  }
}

/** What the header and footer of a page show: site facts filled in, the menu's solutions only. */
function asShown({ header, solutions, footer }: Navigation, site: PublicSite): ShownNavigation {
  const shown = ({ label, href }: MenuLink): MenuLink => ({
    label: withSiteFacts(label, site),
    href: linkWithSiteFacts(href, site),
  });
  return {
    header: { links: header.links.map(shown), signIn: shown(header.signIn) },
    solutions: {
      label: withSiteFacts(solutions.label, site),
      position: solutions.position,
      links: solutions.items.filter((item) => item.inMenu).map(shown),
    },
    footer: {
      quickLinks: footer.quickLinks.map(shown),
      contact: footer.contact.map(shown),
      social: footer.social.map((link) => ({ icon: link.icon, ...shown(link) })),
      legal: footer.legal.map(shown),
    },
  };
}

export async function shownNavigation(
  site: PublicSite,
  onError: (error: unknown) => void,
): Promise<ShownNavigation> {
  return asShown(await keptNavigation(onError), site);
}
