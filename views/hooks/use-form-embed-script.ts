import { useEffect } from 'react';

/**
 * The pricing block's `head` (views/components/blocks/registry.ts) adds the form provider's embed
 * script to the server-rendered page; after a client-side navigation there is no new <head>, so
 * the block adds the script itself (the CSP allows the configured widget hosts).
 */
export function useFormEmbedScript(url: string | null) {
  useEffect(() => {
    if (!url || document.querySelector(`script[src="${CSS.escape(url)}"]`)) return;
    const script = document.createElement('script');
    script.src = url;
    script.async = true;
    document.head.appendChild(script);
  }, [url]);
}
