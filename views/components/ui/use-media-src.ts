import { usePageContext } from 'vike-react/usePageContext';
import { htmlWithMediaUrls, mediaSrc } from '#src/content/media-urls';

/** Points the media library's images where this site serves them (src/content/media-urls.ts). */
export function useMediaUrls() {
  const { mediaBaseUrl } = usePageContext().site;
  return {
    src: (src: string) => mediaSrc(src, mediaBaseUrl),
    html: (html: string) => htmlWithMediaUrls(html, mediaBaseUrl),
  };
}
