import type { PublicSite } from '../config/site';

/*
 * Block text may name the site's facts instead of repeating them: "Call {phone}" shows the phone
 * number an admin set in the settings, today and after it changes. The builder lists these.
 */
export const siteFactNames = {
  siteName: 'The site name',
  tagline: 'The tagline',
  phone: 'The phone number, as shown',
  phoneHref: 'The phone number for a tel: link',
  email: 'The e-mail address',
  street: 'The street address',
  city: 'The city',
  region: 'The state or region',
  postalCode: 'The postal code',
  address: 'The postal address on one line',
  emailHref: 'The e-mail address for a mailto: link',
  mapHref: 'A map of the postal address, for a link',
  signInHref: "The app's sign-in page, for a link",
  linkedinHref: 'The LinkedIn page, for a link',
  facebookHref: 'The Facebook page, for a link',
  youtubeHref: 'The YouTube channel, for a link',
} as const;
type SiteFact = keyof typeof siteFactNames;

/** "+1 (555) 010-0100" → "+15550100100", for `tel:` links. */
export const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;

const oneLine = ({ street, city, region, postalCode }: PublicSite['address']) =>
  `${street}, ${city}, ${region} ${postalCode}`;

function siteFacts(site: PublicSite): Record<SiteFact, string> {
  return {
    siteName: site.name,
    tagline: site.tagline,
    phone: site.phone,
    phoneHref: telHref(site.phone),
    email: site.email,
    street: site.address.street,
    city: site.address.city,
    region: site.address.region,
    postalCode: site.address.postalCode,
    address: oneLine(site.address),
    emailHref: `mailto:${site.email}`,
    mapHref: `https://maps.google.com/?q=${encodeURIComponent(oneLine(site.address))}`,
    signInHref: site.appSigninUrl,
    linkedinHref: site.social.linkedin,
    facebookHref: site.social.facebook,
    youtubeHref: site.social.youtube,
  };
}

const token = /\{(\w+)\}/g;

/**
 * A link field may be one fact that is itself a link (`{phoneHref}`, `{signInHref}`), so it
 * follows the settings; facts are never spliced into a link, which could make one leave the site.
 */
const linkFact = /^\{(\w+Href)\}$/;

export const isSiteFactLink = (value: string) => {
  const name = linkFact.exec(value)?.[1];
  return name !== undefined && Object.hasOwn(siteFactNames, name);
};

/** A link as visitors follow it: a link fact replaced by its value, any other link as written. */
export function linkWithSiteFacts(href: string, site: PublicSite): string {
  return isSiteFactLink(href) ? siteFacts(site)[href.slice(1, -1) as SiteFact] : href;
}

const factsIn = (text: string, facts: Record<SiteFact, string>) =>
  text.includes('{')
    ? text.replace(token, (whole, name: string) =>
        Object.hasOwn(facts, name) ? facts[name as SiteFact] : whole,
      )
    : text;

/** Text with `{phone}`, `{email}`, … replaced by the site's facts; other braces stay as written. */
export function withSiteFacts(text: string, site: PublicSite): string {
  return factsIn(text, siteFacts(site));
}

const escapes: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' };

/** The same for sanitized HTML: the facts go in escaped. */
export function htmlWithSiteFacts(html: string, site: PublicSite): string {
  const facts = siteFacts(site);
  return html.replace(token, (whole, name: string) =>
    Object.hasOwn(facts, name)
      ? facts[name as SiteFact].replace(/[&<>"]/g, (character) => escapes[character]!)
      : whole,
  );
}

function everyTextIn(value: unknown, facts: Record<SiteFact, string>): unknown {
  if (typeof value === 'string') return factsIn(value, facts);
  if (Array.isArray(value)) return value.map((item: unknown) => everyTextIn(item, facts));
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [key, everyTextIn(item, facts)]),
    );
  }
  return value;
}

/**
 * Every text in `value` (a block's data, say) with the site's facts, as `withSiteFacts` does;
 * the facts are worked out once for the whole value, not once per text (a render of `/` has
 * hundreds).
 */
export function withSiteFactsIn<Value>(value: Value, site: PublicSite): Value {
  return everyTextIn(value, siteFacts(site)) as Value;
}
