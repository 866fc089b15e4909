/** What a WordPress export holds, record by record (./wxr-reader.ts reads them). */

export interface WxrSite {
  kind: 'site';
  title: string;
  /** Where the old site answered (`wp:base_blog_url`, else the channel's link). */
  url: string;
  wxrVersion: string;
}

export interface WxrAuthor {
  kind: 'author';
  login: string;
  email: string;
  displayName: string;
}

export interface WxrTerm {
  kind: 'category' | 'tag';
  slug: string;
  name: string;
  description: string;
  /** A category's parent, by slug. */
  parent: string | null;
}

export interface WxrComment {
  id: string;
  author: string;
  authorEmail: string;
  /** `wp:comment_date_gmt`, else the local date (then read in the site's time zone). */
  date: string;
  dateIsGmt: boolean;
  content: string;
  approved: boolean;
  /** The comment this one answers (`0` for none), by its id in the export. */
  parent: string | null;
}

export interface WxrItem {
  kind: 'item';
  id: string;
  type: string;
  title: string;
  /** The old address (`<link>`), for its redirect. */
  link: string;
  slug: string;
  status: string;
  creator: string;
  content: string;
  excerpt: string;
  date: string;
  dateIsGmt: boolean;
  parent: string | null;
  /** An attachment's file (`wp:attachment_url`). */
  attachmentUrl: string;
  categories: string[];
  tags: string[];
  /** `_thumbnail_id`: the attachment that is the featured image. */
  thumbnailId: string | null;
  comments: WxrComment[];
}

export type WxrRecord = WxrSite | WxrAuthor | WxrTerm | WxrItem;

export type Fields = Record<string, string>;

/** Collects one record's fields: the text of each direct child element, by its name. */
export class RecordBuilder {
  fields: Fields = {};
  categories: Array<{ domain: string; slug: string; name: string }> = [];
  meta: Fields = {};
  comments: Fields[] = [];
}

const orNull = (value: string | undefined) => (value && value !== '0' ? value : null);

export function finish(name: string, record: RecordBuilder): WxrRecord | null {
  const fields = record.fields;
  switch (name) {
    case 'wp:author':
      return {
        kind: 'author',
        login: fields['wp:author_login'] ?? '',
        email: fields['wp:author_email'] ?? '',
        displayName: fields['wp:author_display_name'] ?? '',
      };
    case 'wp:category':
      return {
        kind: 'category',
        slug: fields['wp:category_nicename'] ?? '',
        name: fields['wp:cat_name'] ?? '',
        description: fields['wp:category_description'] ?? '',
        parent: orNull(fields['wp:category_parent']),
      };
    case 'wp:tag':
      return {
        kind: 'tag',
        slug: fields['wp:tag_slug'] ?? '',
        name: fields['wp:tag_name'] ?? '',
        description: fields['wp:tag_description'] ?? '',
        parent: null,
      };
    case 'item':
      return itemOf(record);
    default:
      return null;
  }
}

function itemOf(record: RecordBuilder): WxrItem {
  const fields = record.fields;
  const gmt = fields['wp:post_date_gmt'];
  const hasGmt = !!gmt && !gmt.startsWith('0000');
  return {
    kind: 'item',
    id: fields['wp:post_id'] ?? '',
    type: fields['wp:post_type'] ?? 'post',
    title: fields.title ?? '',
    link: fields.link ?? '',
    slug: fields['wp:post_name'] ?? '',
    status: fields['wp:status'] ?? 'draft',
    creator: fields['dc:creator'] ?? '',
    content: fields['content:encoded'] ?? '',
    excerpt: fields['excerpt:encoded'] ?? '',
    date: hasGmt ? gmt : (fields['wp:post_date'] ?? ''),
    dateIsGmt: hasGmt,
    parent: orNull(fields['wp:post_parent']),
    attachmentUrl: fields['wp:attachment_url'] ?? '',
    categories: record.categories.filter((c) => c.domain === 'category').map((c) => c.slug),
    tags: record.categories.filter((c) => c.domain === 'post_tag').map((c) => c.slug),
    thumbnailId: orNull(record.meta._thumbnail_id),
    comments: record.comments.map((comment) => {
      const commentGmt = comment['wp:comment_date_gmt'];
      const commentHasGmt = !!commentGmt && !commentGmt.startsWith('0000');
      return {
        id: comment['wp:comment_id'] ?? '',
        author: comment['wp:comment_author'] ?? '',
        authorEmail: comment['wp:comment_author_email'] ?? '',
        date: commentHasGmt ? commentGmt : (comment['wp:comment_date'] ?? ''),
        dateIsGmt: commentHasGmt,
        content: comment['wp:comment_content'] ?? '',
        approved: comment['wp:comment_approved'] === '1',
        parent: orNull(comment['wp:comment_parent']),
      };
    }),
  };
}
