import { usePageContext } from 'vike-react/usePageContext';
import type { PageContext } from 'vike/types';
import { absoluteUrl, feedPath, feedTitle } from '../src/config/site';
import { themeStylesheet } from '../src/config/theme';

/** The social preview used when a page sets no `image` of its own (scripts/og-image.ts). */
const defaultSocialImage = {
  path: '/images/og-default.png',
  width: 1200,
  height: 630,
} as const;

type HeadSetting =
  string | null | undefined | ((pageContext: PageContext) => string | null | undefined);

/** Title, description and image settings may be values or functions of the page context. */
function resolve(setting: HeadSetting, pageContext: PageContext): string | undefined {
  const value = typeof setting === 'function' ? setting(pageContext) : setting;
  return value || undefined;
}

/**
 * Tags every page gets from its own settings: canonical URL, Open Graph and Twitter card.
 * vike-react already writes <title>, the description, og:title and og:description (and og:image
 * with a twitter:card when a page sets `image`); this adds the rest, on the configured origin,
 * and the link to the blog's RSS feed.
 */
export default function Head() {
  const pageContext = usePageContext();
  const { site, config, urlPathname } = pageContext;
  // Staff's SEO override of this route, if any, wins (as it does for <title>, see +onCreatePageContext).
  const override = pageContext.seoOverride;
  const title = override?.title ?? resolve(config.title, pageContext);
  const description = override?.description ?? resolve(config.description, pageContext);
  const pageImage = override?.image ?? resolve(config.image, pageContext);
  const imagePath = pageImage ?? defaultSocialImage.path;
  const image = /^https?:\/\//.test(imagePath) ? imagePath : absoluteUrl(site, imagePath);
  // Error screens (404, 403, 500), the admin and the setup page are not documents to index or share.
  const isErrorPage =
    pageContext.is404 === true ||
    !!pageContext.abortStatusCode ||
    !!pageContext.errorWhileRendering;
  const url = absoluteUrl(site, urlPathname);
  const isAdmin = urlPathname === '/admin' || urlPathname.startsWith('/admin/');
  // Pages of one signed-in person (a page builder's preview among them), never worth indexing.
  const isPrivate =
    urlPathname === '/setup' || urlPathname === '/account' || urlPathname.startsWith('/preview/');
  // The brand colours an admin chose (/admin/settings/colors), as overrides of the theme's
  // variables; validated hex values only, and 'unsafe-inline' styles are allowed by the CSP.
  const brandColours = themeStylesheet(site.theme);
  return (
    <>
      <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
      <meta name="theme-color" content={site.theme.primaryColor} />
      {brandColours && <style id="brand-colours">{brandColours}</style>}
      {isErrorPage || isAdmin || isPrivate ? (
        <meta name="robots" content="noindex" />
      ) : (
        <>
          <link rel="canonical" href={url} />
          <meta property="og:url" content={url} />
        </>
      )}
      {/* How browsers and feed readers find the blog's feed from any page. */}
      {!isAdmin && !isPrivate && (
        <link
          rel="alternate"
          type="application/rss+xml"
          title={feedTitle(site.name)}
          href={absoluteUrl(site, feedPath)}
        />
      )}
      <meta property="og:type" content="website" />
      <meta property="og:site_name" content={site.name} />
      <meta property="og:locale" content="en_US" />
      {!pageImage && (
        <>
          <meta property="og:image" content={image} />
          <meta property="og:image:width" content={String(defaultSocialImage.width)} />
          <meta property="og:image:height" content={String(defaultSocialImage.height)} />
          <meta property="og:image:alt" content={`${site.name}: ${site.tagline}`} />
          <meta name="twitter:card" content="summary_large_image" />
        </>
      )}
      {title && <meta name="twitter:title" content={title} />}
      {description && <meta name="twitter:description" content={description} />}
      <meta name="twitter:image" content={image} />
    </>
  );
}
