/**
 * The writing assistant's analysis of a post: plain text rules, no AI service and no network, so
 * it runs the same in the browser and in tests. HTML is read with regular expressions, which is
 * enough for the sanitized bodies the editor stores (no comments, scripts or odd nesting).
 */

export const writingLimits = {
  title: { min: 30, max: 60 },
  description: { min: 70, max: 160 },
  excerpt: 300,
  wordsPerMinute: 200,
} as const;

export type CheckStatus = 'pass' | 'warn';

export interface WritingCheck {
  id: 'title' | 'description' | 'headings' | 'images' | 'links';
  label: string;
  status: CheckStatus;
  /** One line per finding; a passing check says what was checked. */
  messages: string[];
}

export interface WritingAnalysis {
  wordCount: number;
  readingMinutes: number;
  suggestedExcerpt: string;
  suggestedDescription: string;
  checks: WritingCheck[];
}

const entities: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
  '#39': "'",
};

/** Named and numeric character references as the characters they stand for. */
export function decodeEntities(value: string): string {
  return value.replace(/&(#\d+|#x[\da-f]+|\w+);/gi, (match, name: string) => {
    const lower = name.toLowerCase();
    if (lower in entities) return entities[lower]!;
    if (lower.startsWith('#x')) return String.fromCodePoint(parseInt(lower.slice(2), 16));
    if (lower.startsWith('#')) return String.fromCodePoint(Number(lower.slice(1)));
    return match;
  });
}

/** The readable text of an HTML fragment, blocks separated by spaces, whitespace collapsed. */
export function textOf(html: string): string {
  return decodeEntities(
    html
      .replace(/<(script|style)[^>]*>[\s\S]*?<\/\1>/gi, ' ')
      .replace(
        /<\/?(p|div|h[1-6]|li|ul|ol|blockquote|br|hr|tr|td|th|figure|figcaption|pre)\b[^>]*>/gi,
        ' ',
      )
      .replace(/<[^>]+>/g, ''),
  )
    .replace(/\s+/g, ' ')
    .trim();
}

export function countWords(text: string): number {
  return text.split(/\s+/).filter((word) => /[\p{L}\p{N}]/u.test(word)).length;
}

/** Minutes at 200 words a minute, rounded up; at least one minute for any text. */
export function readingMinutes(wordCount: number): number {
  return wordCount === 0 ? 0 : Math.max(1, Math.ceil(wordCount / writingLimits.wordsPerMinute));
}

/**
 * The first sentences of the text that fit in `max` characters. When the first sentence alone is
 * longer, it is cut at the last whole word and ends with an ellipsis.
 */
export function leadingSentences(text: string, max: number): string {
  const sentences = text.match(/[^.!?]+(?:[.!?]+["')\]]*|$)/g)?.map((part) => part.trim()) ?? [];
  let summary = '';
  for (const sentence of sentences.filter(Boolean)) {
    const next = summary ? `${summary} ${sentence}` : sentence;
    if (next.length > max) break;
    summary = next;
  }
  if (summary || !text) return summary;
  const cut = text.slice(0, max - 1);
  const lastSpace = cut.lastIndexOf(' ');
  return `${(lastSpace > 0 ? cut.slice(0, lastSpace) : cut).replace(/[\s,;:.-]+$/, '')}…`;
}

/** A check's result: its findings as a warning or, when there are none, `passed` as a pass. */
function checkResult(
  id: WritingCheck['id'],
  label: string,
  findings: string[],
  passed: string,
): WritingCheck {
  return findings.length
    ? { id, label, status: 'warn', messages: findings }
    : { id, label, status: 'pass', messages: [passed] };
}

function lengthCheck(
  id: 'title' | 'description',
  label: string,
  value: string,
  { min, max }: { min: number; max: number },
): WritingCheck {
  const length = value.trim().length;
  const range = `${min}–${max} characters`;
  const finding =
    length === 0
      ? `Empty: aim for ${range}.`
      : length < min
        ? `${length} characters: too short, aim for ${range}.`
        : length > max
          ? `${length} characters: search results cut it, aim for ${range}.`
          : null;
  return checkResult(id, label, finding ? [finding] : [], `${length} characters, within ${range}.`);
}

/** The page shows the post title as its one h1, so the body's headings start at h2. */
export function headingCheck(html: string): WritingCheck {
  const headings = [...html.matchAll(/<h([1-6])\b[^>]*>([\s\S]*?)<\/h\1>/gi)].map((match) => ({
    level: Number(match[1]),
    text: textOf(match[2]!),
  }));
  const messages: string[] = [];
  const h1Count = headings.filter((heading) => heading.level === 1).length;
  if (h1Count > 1)
    messages.push(`${h1Count} h1 headings: the body should have one at most (better none).`);
  let previous = 1;
  for (const heading of headings) {
    if (heading.level > previous + 1) {
      messages.push(
        `"${heading.text || '(empty)'}" is an h${heading.level} after an h${previous}: a level is skipped.`,
      );
    }
    previous = heading.level;
  }
  for (const heading of headings.filter((item) => !item.text)) {
    messages.push(`An h${heading.level} heading has no text.`);
  }
  return checkResult(
    'headings',
    'Heading structure',
    messages,
    headings.length
      ? `${headings.length} heading${headings.length === 1 ? '' : 's'}, in order.`
      : 'No headings in the body.',
  );
}

function attribute(tag: string, name: string): string | null {
  const match = new RegExp(`\\s${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)'|([^\\s>]+))`, 'i').exec(tag);
  return match ? decodeEntities(match[1] ?? match[2] ?? match[3] ?? '') : null;
}

export function imageCheck(html: string): WritingCheck {
  const images = [...html.matchAll(/<img\b[^>]*>/gi)].map((match) => match[0]);
  const missing = images.filter((tag) => !attribute(tag, 'alt')?.trim());
  return checkResult(
    'images',
    'Image descriptions',
    missing.map((tag) => `Image ${attribute(tag, 'src') ?? '(no source)'} has no alt text.`),
    images.length
      ? `All ${images.length} image${images.length === 1 ? ' has' : 's have'} alt text.`
      : 'No images in the body.',
  );
}

const vagueLinkText = /^(click here|here|click|this link|link)$/i;

export function linkCheck(html: string): WritingCheck {
  const links = [...html.matchAll(/<a\b([^>]*)>([\s\S]*?)<\/a>/gi)].map((match) => ({
    href: attribute(match[0], 'href') ?? '',
    text:
      textOf(match[2]!) || attribute(match[2]!, 'alt') || attribute(match[0], 'aria-label') || '',
  }));
  const messages: string[] = [];
  for (const link of links) {
    const name = link.href || '(no address)';
    if (!link.text.trim()) messages.push(`The link to ${name} has no text.`);
    else if (vagueLinkText.test(link.text.trim().replace(/[.!]+$/, '')))
      messages.push(`"${link.text.trim()}" (${name}) says nothing about where it goes.`);
    if (/^http:\/\//i.test(link.href)) messages.push(`${link.href} is not https.`);
    else if (!link.href) messages.push(`The link "${link.text.trim()}" has no address.`);
  }
  return checkResult(
    'links',
    'Links',
    messages,
    links.length
      ? `${links.length} link${links.length === 1 ? '' : 's'}, all described and secure.`
      : 'No links in the body.',
  );
}

/**
 * The prose a summary is taken from: the paragraphs when there are any, so headings, captions
 * and link lists never end up in an excerpt.
 */
export function proseOf(html: string): string {
  const paragraphs = [...html.matchAll(/<p\b[^>]*>([\s\S]*?)<\/p>/gi)].map((match) =>
    textOf(match[1]!),
  );
  return paragraphs.some(Boolean) ? paragraphs.filter(Boolean).join(' ') : textOf(html);
}

/**
 * Everything the assistant reports for a post. `description` is what the post would show in
 * search results (its excerpt); when empty, the suggested one is checked instead.
 */
export function analyzeWriting(input: {
  title: string;
  content: string;
  description?: string;
}): WritingAnalysis {
  const wordCount = countWords(textOf(input.content));
  const prose = proseOf(input.content);
  const suggestedDescription = leadingSentences(prose, writingLimits.description.max);
  const description = input.description?.trim() || suggestedDescription;
  return {
    wordCount,
    readingMinutes: readingMinutes(wordCount),
    suggestedExcerpt: leadingSentences(prose, writingLimits.excerpt),
    suggestedDescription,
    checks: [
      lengthCheck('title', 'Title length', input.title, writingLimits.title),
      lengthCheck('description', 'Description length', description, writingLimits.description),
      headingCheck(input.content),
      imageCheck(input.content),
      linkCheck(input.content),
    ],
  };
}
