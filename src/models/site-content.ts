import type { Block } from '../schemas/blocks/catalog';
import { Model } from 'objection';

export class Page extends Model {
  static override tableName = 'pages';
  static override jsonAttributes = ['blocks'];
  id!: number;
  /** Where the page answers: `/`, `/landing`, `/solutions/ai-consulting`. */
  path!: string;
  title!: string;
  /** Its blocks in order, as `pageBlocksSchema` checked them (jsonb, parsed by the driver). */
  blocks!: Block[];
  status!: 'draft' | 'published' | 'scheduled';
  publishedAt!: Date | null;
  seoTitle!: string | null;
  seoDescription!: string | null;
  seoImage!: string | null;
  createdAt!: Date;
  updatedAt!: Date;
}

/** An old address of the site and where it moved (answered with a 301). */
export class Redirect extends Model {
  static override tableName = 'redirects';
  static override idColumn = 'fromPath';
  id!: number;
  fromPath!: string;
  toPath!: string;
  status!: 301 | 302;
  /** What made it: a page or post that moved, a person, an import. */
  origin!: 'page' | 'post' | 'manual' | 'import';
  hits!: number;
  lastHitAt!: Date | null;
  createdAt!: Date;
}

export class Setting extends Model {
  static override tableName = 'settings';
  // jsonb arrives parsed from the driver: no jsonAttributes, or strings like "42" would be parsed twice.
  id!: number;
  context!: string;
  key!: string;
  value!: unknown;
  updatedAt!: Date;
}

export class Media extends Model {
  static override tableName = 'media';
  id!: number;
  fileName!: string;
  originalName!: string;
  mime!: string;
  size!: number;
  width!: number | null;
  height!: number | null;
  alt!: string;
  uploadedBy!: number | null;
  createdAt!: Date;
}

export class Task extends Model {
  static override tableName = 'tasks';
  id!: number;
  title!: string;
  description!: string;
  status!: 'todo' | 'in_progress' | 'done';
  assigneeId!: number | null;
  createdBy!: number | null;
  dueAt!: Date | null;
  createdAt!: Date;
  updatedAt!: Date;
}

export class SeoOverrideRow extends Model {
  static override tableName = 'seo_overrides';
  static override idColumn = 'path';
  path!: string;
  title!: string | null;
  description!: string | null;
  image!: string | null;
  updatedAt!: Date;
}

/** One kind of shared content (src/schemas/shared): its whole value. */
export class SharedContentRow extends Model {
  static override tableName = 'shared_content';
  static override idColumn = 'kind';
  kind!: string;
  value!: unknown;
  updatedAt!: Date;
}
