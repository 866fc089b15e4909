import type { SaxesParser } from 'saxes';
import { ValidationError } from '../../errors';
import { finish, RecordBuilder, type Fields, type WxrRecord } from './wxr-records';

/*
 * Reads a WordPress export (WXR 1.0 to 1.2, Tools → Export) as it streams in, one record at a
 * time: the site, each author, category and tag, and each item (post, page or attachment) with
 * its comments. Nothing is held but the record being read, so a 50 MB export costs a few MB.
 * A DOCTYPE is refused outright: WordPress never writes one, and refusing it rules out external
 * entities and entity expansion (XXE, "billion laughs"); saxes defines no entity of its own
 * beyond XML's five.
 */

export const wxrMessages = {
  notWxr: 'This is not a WordPress export (WXR): choose the file Tools → Export made',
  doctype:
    'The export declares a DOCTYPE, which WordPress never writes: it is refused, as it could expand or fetch entities',
  unreadable: (problem: string) => `The export is not well-formed XML: ${problem}`,
  unsupportedVersion: (version: string) =>
    `This export is WXR ${version}; versions 1.0 to 1.2 can be imported`,
  fieldTooLarge: (field: string) => `The export has a ${field} over 16 MB: it is refused`,
} as const;

/** The largest text of one field (a post's content): far beyond any real post. */
const maxFieldChars = 16 * 1024 * 1024;

/** The parser's state between events: where it is, and the record being read. */
class WxrParser {
  readonly ready: WxrRecord[] = [];
  private readonly path: string[] = [];
  private readonly site: Fields = {};
  private text = '';
  private record: RecordBuilder | null = null;
  private comment: Fields | null = null;
  private category: { domain: string; slug: string } | null = null;
  private metaKey = '';
  private sawChannel = false;
  private version: string | null = null;
  private siteSent = false;
  private failure: Error | null = null;

  constructor(private readonly saxes: SaxesParser) {
    this.saxes.on('doctype', () => {
      throw new ValidationError(wxrMessages.doctype);
    });
    this.saxes.on('opentag', (tag) => this.open(tag.name, tag.attributes as Fields));
    this.saxes.on('text', (chunk) => this.addText(chunk));
    this.saxes.on('cdata', (chunk) => this.addText(chunk));
    this.saxes.on('closetag', () => this.close());
    this.saxes.on('error', (error) => {
      this.failure ??= error;
    });
  }

  write(chunk: string) {
    try {
      this.saxes.write(chunk);
    } catch (error) {
      if (error instanceof ValidationError) throw error;
      throw new ValidationError(wxrMessages.unreadable((error as Error).message));
    }
    if (this.failure) throw new ValidationError(wxrMessages.unreadable(this.failure.message));
  }

  end() {
    try {
      this.saxes.close();
    } catch (error) {
      throw new ValidationError(wxrMessages.unreadable((error as Error).message));
    }
    // An export cut short (an interrupted download) ends with elements still open.
    if (this.failure) throw new ValidationError(wxrMessages.unreadable(this.failure.message));
    if (!this.sawChannel) throw new ValidationError(wxrMessages.notWxr);
    this.sendSite();
  }

  /** The channel's own fields come before its records: sent once, before the first of them. */
  private sendSite() {
    if (this.siteSent) return;
    this.siteSent = true;
    if (this.version === null) throw new ValidationError(wxrMessages.notWxr);
    if (!/^1\.[0-2]$/.test(this.version)) {
      throw new ValidationError(wxrMessages.unsupportedVersion(this.version));
    }
    this.ready.push({
      kind: 'site',
      title: this.site.title ?? '',
      url: this.site['wp:base_blog_url'] || this.site.link || '',
      wxrVersion: this.version,
    });
  }

  private addText(chunk: string) {
    this.text += chunk;
    if (this.text.length > maxFieldChars) {
      throw new ValidationError(wxrMessages.fieldTooLarge(this.path.at(-1) ?? 'field'));
    }
  }

  // rss (depth 0) > channel (1) > item, wp:author, wp:category… (2) > their fields (3) > the
  // fields of a comment or a postmeta (4).
  private open(name: string, attributes: Fields) {
    const depth = this.path.length;
    this.path.push(name);
    this.text = '';
    if (depth === 0 && name !== 'rss') throw new ValidationError(wxrMessages.notWxr);
    if (depth === 1 && name === 'channel') this.sawChannel = true;
    if (depth === 2 && this.sawChannel && recordElements.has(name)) {
      this.sendSite();
      this.record = new RecordBuilder();
    }
    if (this.record && depth === 3 && name === 'wp:comment') this.comment = {};
    if (this.record && depth === 3 && name === 'category') {
      this.category = { domain: attributes.domain ?? '', slug: attributes.nicename ?? '' };
    }
  }

  private close() {
    const name = this.path.pop()!;
    const depth = this.path.length;
    const value = this.text.trim();
    this.text = '';
    const record = this.record;
    if (!record) {
      if (depth !== 2) return;
      if (name === 'wp:wxr_version') this.version = value;
      else this.site[name] = value;
      return;
    }
    if (depth === 2) {
      this.record = null;
      const finished = finish(name, record);
      if (finished) this.ready.push(finished);
    } else if (this.comment && depth === 4) this.comment[name] = value;
    else if (this.comment && depth === 3 && name === 'wp:comment') {
      record.comments.push(this.comment);
      this.comment = null;
    } else if (depth === 4 && name === 'wp:meta_key') this.metaKey = value;
    else if (depth === 4 && name === 'wp:meta_value') record.meta[this.metaKey] = value;
    else if (depth === 3 && name === 'category' && this.category) {
      record.categories.push({ ...this.category, name: value });
      this.category = null;
    } else if (depth === 3) record.fields[name] = value;
  }
}

const recordElements = new Set(['item', 'wp:author', 'wp:category', 'wp:tag']);

export async function* readWxr(source: AsyncIterable<Buffer | string>): AsyncGenerator<WxrRecord> {
  // Loaded when an import starts: a server that never imports does not keep the parser in memory.
  const { SaxesParser } = await import('saxes');
  const parser = new WxrParser(new SaxesParser({ position: true }));
  const decoder = new TextDecoder('utf-8');
  for await (const chunk of source) {
    parser.write(typeof chunk === 'string' ? chunk : decoder.decode(chunk, { stream: true }));
    yield* parser.ready.splice(0);
  }
  parser.write(decoder.decode());
  parser.end();
  yield* parser.ready.splice(0);
}
