/*
 * What a WordPress post's fields become here: its HTML without the block editor's comments and
 * with its shortcodes rendered or removed (never shown as text), its excerpt, its status and its
 * dates. The HTML then goes through the site's own sanitizer, like anything an editor writes.
 */

export type ImportedStatus = 'published' | 'scheduled' | 'draft';

/** WordPress's statuses; attachments' `inherit`, `trash` and `auto-draft` are not imported. */
const statuses: Record<string, ImportedStatus> = {
  publish: 'published',
  future: 'scheduled',
  draft: 'draft',
  pending: 'draft',
  private: 'draft',
};

export const importedStatus = (status: string): ImportedStatus | null => statuses[status] ?? null;

const moreMarker = /<!--more(?:\s[^>]*)?-->/;
const blockComment = /<!--\s*\/?wp:[^>]*?-->\n?/g;

/** Shortcodes whose words are worth keeping, and how. */
function renderShortcode(name: string, attributes: string, inner: string | undefined): string {
  const attribute = (key: string) =>
    new RegExp(`\\b${key}=["']([^"']*)["']`).exec(attributes)?.[1] ?? '';
  switch (name) {
    case 'caption': {
      // [caption]<img …/> The words under it[/caption]
      const body = inner ?? '';
      const image = /<img\b[^>]*>/i.exec(body)?.[0] ?? '';
      const words = body.replace(/<a\b[^>]*>\s*(<img\b[^>]*>)\s*<\/a>/i, '$1').replace(image, '');
      return `<figure>${image}<figcaption>${words.trim()}</figcaption></figure>`;
    }
    case 'embed':
    case 'video':
    case 'audio': {
      const url = (inner ?? '').trim() || attribute('src') || attribute('mp4') || attribute('mp3');
      return /^https?:\/\//.test(url) ? `<p><a href="${url}">${url}</a></p>` : '';
    }
    default:
      // A contact form, a gallery, a plugin's widget: it has no meaning here, and its words
      // (if it wraps any) are kept.
      return inner ?? '';
  }
}

/** `[name attrs]inner[/name]` and `[name attrs /]`; `[[escaped]]` stays as `[escaped]`. */
const shortcode = /\[(\[?)([a-zA-Z][\w-]*)(\s[^\]]*?)?(\/?)\](?:([\s\S]*?)\[\/\2\])?(\]?)/g;

export function renderShortcodes(html: string): { html: string; removed: string[] } {
  const removed = new Set<string>();
  const rendered = html.replace(
    shortcode,
    (
      whole,
      open: string,
      name: string,
      attributes = '',
      _self: string,
      inner?: string,
      close = '',
    ) => {
      if (open === '[' && close === ']') return whole.slice(1, -1);
      if (!['caption', 'embed', 'video', 'audio'].includes(name)) removed.add(name);
      return renderShortcode(name, attributes, inner);
    },
  );
  return { html: rendered, removed: [...removed] };
}

const blockTags =
  /^<(?:p|div|h[1-6]|ul|ol|li|blockquote|figure|table|pre|hr|img|iframe|section|article|aside|header|footer|dl|form)\b/i;

/**
 * The classic editor stores paragraphs as blank lines (WordPress adds the `<p>`s when it shows
 * a post): each run of text between blank lines that does not start with a block element
 * becomes a paragraph, its single line breaks `<br>`.
 */
export function addParagraphs(html: string): string {
  return html
    .split(/\n\s*\n/)
    .map((chunk) => chunk.trim())
    .filter(Boolean)
    .map((chunk) => (blockTags.test(chunk) ? chunk : `<p>${chunk.replace(/\n/g, '<br>\n')}</p>`))
    .join('\n');
}

const textOf = (html: string) =>
  html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

/**
 * The post's HTML as this site keeps it, and its excerpt: WordPress's own, else what comes
 * before `<!--more-->`. `removed` names the shortcodes that had no meaning here.
 */
export function importedContent(
  content: string,
  excerpt: string,
): { html: string; excerpt: string; removed: string[] } {
  const withoutBlocks = content.replace(blockComment, '');
  const [beforeMore = '', afterMore] = withoutBlocks.split(moreMarker);
  const joined = afterMore === undefined ? withoutBlocks : `${beforeMore}\n\n${afterMore}`;
  const { html, removed } = renderShortcodes(joined);
  const teaser =
    excerpt.trim() || (afterMore === undefined ? '' : textOf(renderShortcodes(beforeMore).html));
  return { html: addParagraphs(html), excerpt: teaser, removed };
}

/**
 * A WordPress date as a moment: `YYYY-MM-DD HH:MM:SS` in UTC (`…_gmt` fields), or on the clock
 * of `timeZone` (the old site's, for the local dates WordPress keeps when it has no GMT one).
 */
export function importedDate(value: string, isGmt: boolean, timeZone = 'UTC'): Date | null {
  const match = /^(\d{4})-(\d{2})-(\d{2}) (\d{2}):(\d{2}):(\d{2})$/.exec(value.trim());
  if (!match || match[1] === '0000') return null;
  const [, year, month, day, hour, minute, second] = match.map(Number) as number[];
  const asUtc = Date.UTC(year!, month! - 1, day!, hour!, minute!, second!);
  if (isGmt || timeZone === 'UTC') return new Date(asUtc);
  // The zone's offset at that moment, found by reading the guess back on the zone's clock
  // (twice, so a guess across a daylight-saving change settles).
  let guess = asUtc;
  for (let round = 0; round < 2; round += 1) guess = asUtc - offsetAt(guess, timeZone);
  return new Date(guess);
}

function offsetAt(moment: number, timeZone: string): number {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    })
      .formatToParts(new Date(moment))
      .map((part) => [part.type, Number(part.value)]),
  ) as Record<string, number>;
  const onClock = Date.UTC(
    parts.year!,
    parts.month! - 1,
    parts.day!,
    parts.hour!,
    parts.minute!,
    parts.second!,
  );
  return onClock - Math.floor(moment / 1000) * 1000;
}
