import { zodResolver } from '@hookform/resolvers/zod';
import type { Resolver } from 'react-hook-form';
import { pageInputSchema, type PageInput, type PageStatus } from '#src/schemas/pages';
import type { PageDetail } from '#src/schemas/wire/pages';
import type { PageRevision } from '#src/schemas/wire/revisions';
import { z } from '#src/schemas/zod';
import { toInstant, toLocalDateTime } from '../blog/post-form';
import { blockFieldSchema, cleanValue } from './field-schema';

/** One block as the builder's form holds it. */
export interface FormBlock {
  id: string;
  type: string;
  data: Record<string, unknown>;
  hidden: boolean;
}

/** The builder's fields as the inputs hold them; `publishedAt` is local 'yyyy-MM-ddTHH:mm'. */
export interface PageFormValues {
  title: string;
  path: string;
  status: PageStatus;
  publishedAt: string;
  seoTitle: string;
  seoDescription: string;
  seoImage: string;
  blocks: FormBlock[];
}

const pageFieldNames = [
  'title',
  'path',
  'status',
  'publishedAt',
  'seoTitle',
  'seoDescription',
  'seoImage',
  'blocks',
] as const satisfies ReadonlyArray<keyof PageFormValues>;

/** Whether a field the server names (`path`, `blocks.2.data.plans.0.price`) is in the form. */
export const isPageField = (name: string) =>
  (pageFieldNames as readonly string[]).includes(name.split('.')[0] ?? '');

type PageContent = Pick<
  PageDetail,
  'title' | 'path' | 'seoTitle' | 'seoDescription' | 'seoImage'
> & {
  blocks: ReadonlyArray<{ id: string; type: string; data: object; hidden?: boolean | undefined }>;
};

const formBlocks = (blocks: PageContent['blocks']): FormBlock[] =>
  blocks.map((block) => ({
    id: block.id,
    type: block.type,
    data: structuredClone(block.data) as Record<string, unknown>,
    hidden: block.hidden ?? false,
  }));

const contentValues = (page: PageContent) => ({
  title: page.title,
  path: page.path,
  seoTitle: page.seoTitle ?? '',
  seoDescription: page.seoDescription ?? '',
  seoImage: page.seoImage ?? '',
  blocks: formBlocks(page.blocks),
});

export const toFormValues = (page: PageDetail): PageFormValues => ({
  ...contentValues(page),
  status: page.status,
  publishedAt: toLocalDateTime(page.publishedAt),
});

/** A revision's content in the form; the publication date stays as the form has it. */
export const revisionToFormValues = (
  revision: PageRevision,
  current: PageFormValues,
): PageFormValues => ({
  ...contentValues(revision.content),
  status: revision.content.status as PageStatus,
  publishedAt: current.publishedAt,
});

/**
 * The body the pages API takes. A draft carries no date (the server keeps the one it has); a
 * block's optional fields left empty are left out; `hidden` is sent only when set.
 */
export function toPayload(values: PageFormValues) {
  const dated = values.status !== 'draft' && values.publishedAt !== '';
  return {
    title: values.title,
    path: values.path,
    status: values.status,
    publishedAt: dated ? toInstant(values.publishedAt) : null,
    seoTitle: values.seoTitle,
    seoDescription: values.seoDescription,
    seoImage: values.seoImage,
    blocks: values.blocks.map((block) => {
      const schema = blockFieldSchema(block.type);
      return {
        id: block.id,
        type: block.type,
        data: schema ? cleanValue(schema, block.data) : block.data,
        ...(block.hidden ? { hidden: true } : {}),
      };
    }),
  };
}

/** What the server would store: equal fingerprints, nothing to save. */
export const fingerprint = (values: PageFormValues) => JSON.stringify(toPayload(values));

/**
 * Checks the form with the API's own schema: every message sits on the field it concerns,
 * `blocks.2.data.plans.0.price` included. The form keeps its own values.
 */
export const pageFormResolver: Resolver<PageFormValues> = zodResolver(
  z.preprocess(
    (values) => toPayload(values as PageFormValues),
    pageInputSchema,
  ) as unknown as z.ZodType<PageInput, PageFormValues>,
  undefined,
  { raw: true },
);

/** A block id no other block of the page has (letters and digits, as block ids allow). */
export function newBlockId(taken: ReadonlySet<string>): string {
  for (;;) {
    const id = `b${Math.random().toString(36).slice(2, 10)}`;
    if (!taken.has(id)) return id;
  }
}
