import type { Config } from './env';

/** Brand facts that never change per deployment. */
export const brand = {
  tagline: 'Small Business Automation. Big Business Results.',
  address: {
    street: '1200 Example Parkway, Suite 300',
    city: 'Overland Park',
    region: 'KS',
    postalCode: '66210',
  },
  social: {
    linkedin: 'https://www.linkedin.com/company/example',
    facebook: 'https://www.facebook.com/example',
    youtube: 'https://www.youtube.com/@example',
  },
} as const;

/** What the browser may know about the site: the whitelist passed to every page. */
export interface PublicSite {
  name: string;
  /** Public origin for canonical and social-preview links, without a trailing slash. */
  url: string;
  tagline: string;
  phone: string;
  email: string;
  address: typeof brand.address;
  social: typeof brand.social;
  bookingWidgetUrl: string | null;
  contactFormUrl: string | null;
  quoteFormUrl: string | null;
  formEmbedScriptUrl: string | null;
  videoEmbedUrl: string | null;
  signupUrl: string;
  appSigninUrl: string;
  showDemoCredentials: boolean;
}

export function toPublicSite(config: Config): PublicSite {
  const { site } = config;
  return {
    name: site.name,
    url: site.url,
    tagline: brand.tagline,
    phone: site.phone,
    email: site.email,
    address: brand.address,
    social: brand.social,
    bookingWidgetUrl: site.bookingWidgetUrl ?? null,
    contactFormUrl: site.contactFormUrl ?? null,
    quoteFormUrl: site.quoteFormUrl ?? null,
    formEmbedScriptUrl: site.formEmbedScriptUrl ?? null,
    videoEmbedUrl: site.videoEmbedUrl ?? null,
    signupUrl: site.signupUrl,
    appSigninUrl: site.appSigninUrl,
    showDemoCredentials: config.showDemoCredentials,
  };
}

/**
 * An absolute URL on the public origin; the query string and fragment are dropped. Joined as
 * text, not resolved, so a path such as `//other.host` can never leave the origin.
 */
export function absoluteUrl(site: Pick<PublicSite, 'url'>, path: string): string {
  const pathname = path.replace(/[?#].*$/, '');
  return `${site.url}${pathname.startsWith('/') ? '' : '/'}${pathname}`;
}

/** Hosts of configured third-party widgets, allowed by the CSP. */
export function widgetOrigins(config: Config): string[] {
  const { site } = config;
  const urls = [
    site.bookingWidgetUrl,
    site.contactFormUrl,
    site.quoteFormUrl,
    site.formEmbedScriptUrl,
    site.videoEmbedUrl,
  ];
  return [...new Set(urls.filter((url): url is string => !!url).map((url) => new URL(url).origin))];
}
