import { createReadStream } from 'node:fs';
import type {
  ContentSource,
  SourceComment,
  SourceEntry,
  SourceProblem,
  SourceRecord,
} from './content-source';
import { oldPathOf } from './content-source';
import { importedContent, importedDate, importedStatus } from './wxr-content';
import { readWxr } from './wxr-reader';
import type { WxrComment, WxrItem } from './wxr-records';

/*
 * A WordPress export (WXR) as import records. The file is read twice, streaming each time: first
 * for the attachments (a post's featured image names one by id, and it may come later in the
 * file), then for everything else.
 */

async function attachmentUrls(file: string): Promise<Map<string, string>> {
  const urls = new Map<string, string>();
  for await (const record of readWxr(createReadStream(file))) {
    if (record.kind === 'item' && record.type === 'attachment' && record.attachmentUrl) {
      urls.set(record.id, record.attachmentUrl);
    }
  }
  return urls;
}

/** WordPress allows a post without a title (it shows "(no title)"): here it takes its slug's words. */
const untitled = (item: WxrItem) => {
  const words = item.slug.replace(/[-_]+/g, ' ').trim();
  return words
    ? words.charAt(0).toUpperCase() + words.slice(1)
    : `Untitled ${item.type} ${item.id}`;
};

const label = (item: WxrItem) => (item.title ? `“${item.title}”` : `item ${item.id || '?'}`);

function commentOf(comment: WxrComment, timeZone: string): SourceComment | null {
  const createdAt = importedDate(comment.date, comment.dateIsGmt, timeZone);
  if (!comment.id || !createdAt || !comment.content.trim()) return null;
  return {
    key: comment.id,
    parent: comment.parent,
    authorName: comment.author.trim().slice(0, 120) || 'Anonymous',
    authorEmail: comment.authorEmail.trim().slice(0, 254),
    content: comment.content,
    approved: comment.approved,
    createdAt,
  };
}

function entryOf(
  item: WxrItem,
  context: { siteUrl: string; timeZone: string; attachments: Map<string, string> },
): SourceEntry | SourceProblem {
  const status = importedStatus(item.status);
  if (!status) {
    return { kind: 'problem', item: label(item), reason: `its status is “${item.status}”` };
  }
  if (!item.id) return { kind: 'problem', item: label(item), reason: 'it has no post id' };
  const date = importedDate(item.date, item.dateIsGmt, context.timeZone);
  if (status !== 'draft' && !date) {
    return { kind: 'problem', item: label(item), reason: `its date “${item.date}” is unreadable` };
  }
  const { html, excerpt } = importedContent(item.content, item.excerpt);
  const oldPaths = [oldPathOf(item.link, context.siteUrl)].filter((path) => path !== null);
  oldPaths.push(item.type === 'page' ? `/?page_id=${item.id}` : `/?p=${item.id}`);
  return {
    kind: item.type === 'page' ? 'page' : 'post',
    key: item.id,
    title: item.title.trim() || untitled(item),
    slug: item.slug,
    html,
    excerpt,
    status,
    publishedAt: status === 'draft' ? null : date,
    author: item.creator || null,
    categories: item.categories,
    tags: item.tags,
    featuredImage: (item.thumbnailId && context.attachments.get(item.thumbnailId)) || null,
    comments: item.comments
      .map((comment) => commentOf(comment, context.timeZone))
      .filter((comment) => comment !== null),
    oldPaths: status === 'draft' ? [] : oldPaths,
  };
}

/** Posts and pages are imported; attachments, menus, revisions and plugins' types are not. */
const importedTypes = new Set(['post', 'page']);

async function* records(file: string, timeZone: string): AsyncGenerator<SourceRecord> {
  const attachments = await attachmentUrls(file);
  let siteUrl = '';
  for await (const record of readWxr(createReadStream(file))) {
    switch (record.kind) {
      case 'site':
        siteUrl = record.url;
        yield { kind: 'site', platform: 'wordpress', title: record.title, url: record.url };
        break;
      case 'author':
        yield {
          kind: 'author',
          key: record.login,
          login: record.login,
          email: record.email,
          name: record.displayName,
        };
        break;
      case 'category':
      case 'tag':
        yield {
          kind: record.kind,
          key: record.slug,
          slug: record.slug,
          name: record.name || record.slug,
          description: record.description,
          parent: record.parent,
          oldPaths: [`/${record.kind}/${record.slug}/`],
        };
        break;
      case 'item':
        if (importedTypes.has(record.type))
          yield entryOf(record, { siteUrl, timeZone, attachments });
        break;
    }
  }
}

/** A WordPress export to import; dates without a GMT twin are read in `timeZone`. */
export function wordpressSource(file: string, options: { timeZone?: string } = {}): ContentSource {
  return { platform: 'wordpress', read: () => records(file, options.timeZone ?? 'UTC') };
}
