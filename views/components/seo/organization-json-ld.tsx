import { usePageContext } from 'vike-react/usePageContext';
import { absoluteUrl } from '#src/config/site';

/** JSON inside <script>: '<' escaped so no value can close the element or open a comment. */
const safeJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

/** schema.org Organization for search engines, on the home page only. */
export function OrganizationJsonLd() {
  const { site, cspNonce } = usePageContext();
  const organization = {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: site.name,
    url: absoluteUrl(site, '/'),
    logo: absoluteUrl(site, '/favicon.svg'),
    slogan: site.tagline,
    telephone: site.phone,
    email: site.email,
    address: {
      '@type': 'PostalAddress',
      streetAddress: site.address.street,
      addressLocality: site.address.city,
      addressRegion: site.address.region,
      postalCode: site.address.postalCode,
      addressCountry: 'US',
    },
    sameAs: Object.values(site.social),
  };
  return (
    <script
      type="application/ld+json"
      nonce={cspNonce ?? undefined}
      dangerouslySetInnerHTML={{ __html: safeJson(organization) }}
    />
  );
}
