import { defaultTheme, type SiteSettings, type ThemeSettings } from '../schemas/site-settings';
import type { Config } from './env';

/** Brand facts until an admin changes them in /admin/settings. */
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

export interface SiteAddress {
  street: string;
  city: string;
  region: string;
  postalCode: string;
}

/** What the browser may know about the site: the whitelist passed to every page. */
export interface PublicSite {
  name: string;
  /** Public origin for canonical and social-preview links, without a trailing slash. */
  url: string;
  tagline: string;
  phone: string;
  email: string;
  address: SiteAddress;
  social: { linkedin: string; facebook: string; youtube: string };
  bookingWidgetUrl: string | null;
  contactFormUrl: string | null;
  quoteFormUrl: string | null;
  formEmbedScriptUrl: string | null;
  videoEmbedUrl: string | null;
  signupUrl: string;
  appSigninUrl: string;
  /**
   * The sample admin account pre-filled on /blog/login, only when demo credentials are on: sent
   * with the page, so no password is ever part of the JavaScript bundle.
   */
  demoSignIn: DemoSignIn | null;
  theme: ThemeSettings;
  /** Whether lead forms solve a proof-of-work challenge before sending (an admin's setting). */
  spamChallenge: boolean;
  /** Where pages point the media library's images instead of /uploads (S3_PUBLIC_URL), if set. */
  mediaBaseUrl: string | null;
}

export interface DemoSignIn {
  username: string;
  password: string;
}

/**
 * The site as configured by the environment, before any settings an admin saved. `demoSignIn`
 * (the sample admin account) is shown only where the configuration turns demo credentials on.
 */
export function toPublicSite(config: Config, demoSignIn: DemoSignIn | null = null): PublicSite {
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
    demoSignIn: config.showDemoCredentials ? demoSignIn : null,
    theme: defaultTheme,
    spamChallenge: false,
    mediaBaseUrl: (config.mediaStorage.kind === 's3' && config.mediaStorage.publicUrl) || null,
  };
}

/** The fields of /admin/settings as the site currently shows them. */
export function siteSettingsOf(site: PublicSite): SiteSettings {
  return {
    name: site.name,
    phone: site.phone,
    email: site.email,
    address: site.address,
    bookingWidgetUrl: site.bookingWidgetUrl,
    contactFormUrl: site.contactFormUrl,
    quoteFormUrl: site.quoteFormUrl,
    formEmbedScriptUrl: site.formEmbedScriptUrl,
    videoEmbedUrl: site.videoEmbedUrl,
    signupUrl: site.signupUrl,
    appSigninUrl: site.appSigninUrl,
    linkedinUrl: site.social.linkedin,
    facebookUrl: site.social.facebook,
    youtubeUrl: site.social.youtube,
  };
}

/** The configured site with what admins saved laid over it, field by field. */
export function withSavedSettings(
  base: PublicSite,
  saved: { site: Partial<SiteSettings>; theme: Partial<ThemeSettings>; spamChallenge?: boolean },
): PublicSite {
  const settings = { ...siteSettingsOf(base), ...saved.site };
  return {
    ...base,
    name: settings.name,
    phone: settings.phone,
    email: settings.email,
    address: settings.address,
    social: {
      linkedin: settings.linkedinUrl,
      facebook: settings.facebookUrl,
      youtube: settings.youtubeUrl,
    },
    bookingWidgetUrl: settings.bookingWidgetUrl,
    contactFormUrl: settings.contactFormUrl,
    quoteFormUrl: settings.quoteFormUrl,
    formEmbedScriptUrl: settings.formEmbedScriptUrl,
    videoEmbedUrl: settings.videoEmbedUrl,
    signupUrl: settings.signupUrl,
    appSigninUrl: settings.appSigninUrl,
    theme: { ...base.theme, ...saved.theme },
    spamChallenge: saved.spamChallenge ?? base.spamChallenge,
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

/** The RSS feed's address, and its name in the feed and in the pages' links to it. */
export const feedPath = '/rss.xml';
/** The other documents for crawlers (src/controllers/feed-controller.ts). */
export const sitemapXmlPath = '/sitemap.xml';
export const robotsPath = '/robots.txt';
export const feedTitle = (siteName: string) => `${siteName} Blog`;

type WidgetUrls = Pick<
  PublicSite,
  'bookingWidgetUrl' | 'contactFormUrl' | 'quoteFormUrl' | 'formEmbedScriptUrl' | 'videoEmbedUrl'
>;

/** Hosts of configured third-party widgets, allowed by the CSP. */
export function widgetOrigins(site: WidgetUrls): string[] {
  const urls = [
    site.bookingWidgetUrl,
    site.contactFormUrl,
    site.quoteFormUrl,
    site.formEmbedScriptUrl,
    site.videoEmbedUrl,
  ];
  return [...new Set(urls.filter((url): url is string => !!url).map((url) => new URL(url).origin))];
}

/** A post's address on the site. */
export const postPath = (slug: string) => `/blog/post/${slug}`;
