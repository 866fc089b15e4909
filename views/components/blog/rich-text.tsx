import { useMediaUrls } from '../ui/use-media-src';

/** Stored HTML (posts and pages), styled by the `rich-text` class of styles.css. */
export function RichText({ html }: { html: string }) {
  const mediaUrls = useMediaUrls();
  return <div className="rich-text" dangerouslySetInnerHTML={{ __html: mediaUrls.html(html) }} />;
}
