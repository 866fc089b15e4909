import { useEffect, useRef, useState } from 'react';
import { apiReference } from '#src/content/api-reference';
import { LoadError, PageHeading, Skeleton } from '#views/components/admin/kit';

type SwaggerRequest = Record<string, unknown>;
declare global {
  interface Window {
    SwaggerUIBundle?: (options: Record<string, unknown>) => unknown;
  }
}

/** Adds a script or stylesheet to the page once; resolves when it has loaded. */
function loadOnce(kind: 'script' | 'stylesheet', url: string): Promise<void> {
  const selector = kind === 'script' ? `script[src="${url}"]` : `link[href="${url}"]`;
  const existing = document.querySelector<HTMLElement>(selector);
  if (existing?.dataset.loaded) return Promise.resolve();
  return new Promise((resolve, reject) => {
    const element = existing ?? document.createElement(kind === 'script' ? 'script' : 'link');
    if (!existing) {
      if (element instanceof HTMLScriptElement) element.src = url;
      if (element instanceof HTMLLinkElement)
        Object.assign(element, { rel: 'stylesheet', href: url });
      document.head.append(element);
    }
    element.addEventListener('load', () => {
      element.dataset.loaded = 'true';
      resolve();
    });
    element.addEventListener('error', () => reject(new Error(`${url} did not load`)));
  });
}

/**
 * The API's OpenAPI document, rendered by Swagger UI (loaded on this page only). "Try it out"
 * sends the token given under Authorize and never the session cookie, so a request made here is
 * what another tool holding that token would get.
 */
export default function ApiReferencePage() {
  const container = useRef<HTMLDivElement>(null);
  const [state, setState] = useState<'loading' | 'shown' | 'failed'>('loading');
  useEffect(() => {
    let cancelled = false;
    Promise.all([
      fetch(apiReference.document).then((response) => {
        if (!response.ok) throw new Error(`${apiReference.document} answered ${response.status}`);
        return response.json() as Promise<Record<string, unknown>>;
      }),
      loadOnce('stylesheet', apiReference.stylesheet),
      loadOnce('script', apiReference.script),
    ]).then(
      ([spec]) => {
        if (cancelled || !container.current || !window.SwaggerUIBundle) return;
        window.SwaggerUIBundle({
          // Tried from here, requests go to this page's own address (the site's URL may differ
          // behind a proxy or in development).
          spec: { ...spec, servers: [{ url: window.location.origin }] },
          domNode: container.current,
          deepLinking: true,
          docExpansion: 'none',
          persistAuthorization: false,
          requestInterceptor: (request: SwaggerRequest) => ({ ...request, credentials: 'omit' }),
        });
        setState('shown');
      },
      () => !cancelled && setState('failed'),
    );
    return () => {
      cancelled = true;
    };
  }, []);
  return (
    <>
      <PageHeading
        title="API reference"
        description="Every endpoint of the site’s API, made from the code that serves it. To call one from here or from another tool, make a token on your account page, then choose Authorize and paste it."
      />
      <p className="mb-4 text-sm">
        The same contract as a file: <a href={apiReference.document}>{apiReference.document}</a>
        {' (OpenAPI 3.1).'}
      </p>
      {state === 'loading' ? <Skeleton /> : null}
      {state === 'failed' ? (
        <LoadError error="The API reference could not load. Reload the page to try again." />
      ) : null}
      <div ref={container} className="rounded-lg bg-white" />
    </>
  );
}
