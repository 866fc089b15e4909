import { useConfig } from 'vike-react/useConfig';
import type { PageContextServer } from 'vike/types';
import { absoluteUrl } from '../src/config/site';

/**
 * Staff's SEO overrides (admin › SEO) win over a page's own title, description and social image,
 * in the first HTML and on client-side navigation alike (Vike passes head settings to the client).
 */
export default async function onCreatePageContext(pageContext: PageContextServer) {
  // Bound before any await: Vike knows the hook's page context only synchronously.
  // eslint-disable-next-line react-hooks/rules-of-hooks -- useConfig() also serves Vike hooks (vike.dev/useConfig)
  const setHead = useConfig();
  const override = (await pageContext.seoOverrideFor?.(pageContext.urlPathname)) ?? null;
  pageContext.seoOverride = override;
  if (!override) return;
  const { title, description, image } = override;
  setHead({
    title: title ?? undefined,
    description: description ?? undefined,
    // Social previews need absolute URLs; media library paths live on the public origin.
    image: image
      ? image.startsWith('/')
        ? absoluteUrl(pageContext.site, image)
        : image
      : undefined,
  });
}
