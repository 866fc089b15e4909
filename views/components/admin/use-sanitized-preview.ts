import { useEffect, useState } from 'react';
import { api } from './data/api';

/**
 * The HTML as the public page would show it: the server's sanitizer (POST /api/preview, nothing
 * stored) runs a short pause after typing stops, so the preview never shows what a save would strip.
 */
export function useSanitizedPreview(html: string, delayMs = 300) {
  const [preview, setPreview] = useState<{ content: string; error?: string }>({ content: '' });
  useEffect(() => {
    if (!html.trim()) return;
    let current = true;
    const timer = setTimeout(() => {
      api
        .post<{ content: string }>('/api/preview', { content: html })
        .then(({ content }) => current && setPreview({ content }))
        .catch(
          (error: Error) => current && setPreview((last) => ({ ...last, error: error.message })),
        );
    }, delayMs);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [html, delayMs]);
  return html.trim() ? preview : { content: '' };
}
