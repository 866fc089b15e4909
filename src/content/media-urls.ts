/** Where the site serves the media library's files. */
export const uploadsUrl = '/uploads';

/**
 * Content keeps the media library's images as site paths (`/uploads/<name>`), so moving the files
 * to a bucket or a CDN never rewrites a post. Pages point them at `mediaBaseUrl` (S3_PUBLIC_URL)
 * when one is set, and at the site otherwise.
 */
export function mediaSrc(src: string, mediaBaseUrl: string | null): string {
  return mediaBaseUrl && src.startsWith(`${uploadsUrl}/`)
    ? `${mediaBaseUrl}${src.slice(uploadsUrl.length)}`
    : src;
}

/** The same for the images in stored (sanitized) HTML: its `src` and `srcset` attributes. */
export function htmlWithMediaUrls(html: string, mediaBaseUrl: string | null): string {
  if (!mediaBaseUrl) return html;
  return html.replace(
    /(\s(?:src|srcset)=")([^"]*)"/g,
    (_, attribute: string, value: string) =>
      `${attribute}${value.replace(/(^|,\s*)\/uploads\//g, `$1${mediaBaseUrl}/`)}"`,
  );
}
