import type { PublicSite } from '../config/site';
import { linkWithSiteFacts, withSiteFacts } from '../content/site-facts';
import type { MenuLink, Navigation, ShownNavigation } from '../schemas/shared/navigation';
import { keptSharedContent, readSharedContent } from './shared-content-service';

/** A site whose navigation was never installed shows no menus, only what the bar always has. */
const noNavigation: Navigation = {
  header: { links: [], signIn: { label: 'Sign In', href: '{signInHref}' } },
  solutions: { label: 'Solutions', position: 0, items: [] },
  footer: { quickLinks: [], contact: [], social: [], legal: [] },
};

export async function getNavigation(): Promise<Navigation> {
  return (await readSharedContent(['navigation'])).navigation ?? noNavigation;
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
  const { navigation } = await keptSharedContent(['navigation'], onError);
  return asShown(navigation ?? noNavigation, site);
}
