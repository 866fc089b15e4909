import type { Express } from 'express';
import { createElement } from 'react';
import type request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { toPublicSite } from '#src/config/site';
import { Page } from '#src/models/site-content';
import {
  blockCatalog,
  blockDefinition,
  blockSchema,
  pageBlocksSchema,
  type Block,
} from '#src/schemas/blocks/catalog';
import { pageTemplates } from '#src/schemas/blocks/templates';
import { z } from '#src/schemas/zod';
import { sanitizeRichText } from '#src/services/html';
import { blockViews } from '#views/components/blocks/registry';
import type { BlockView } from '#views/components/blocks/types';
import { pricing } from '../../seeds/data/pricing';
import { sitePages } from '../../seeds/data/site-pages';
import { createUser } from '../factories/users';
import { signedInAgent } from '../helpers/sign-in';
import { createTestApp, testConfig } from '../helpers/test-app';
import { createTestDatabase, type TestDatabase } from '../helpers/test-database';
import { renderMarkup } from '../helpers/render-markup';

/*
 * The block catalog against the site's own pages and hostile input: every seeded block is valid
 * data for its type, bad blocks are refused with the path of the field at fault and nothing is
 * stored, HTML is sanitized when a page is saved, and every text field renders escaped.
 */

const seededBlocks = sitePages.flatMap((page) =>
  page.blocks.map((block) => ({ path: page.path, block: block as Block })),
);

/** The HTML fields of `block` (its type's `htmlFields`, `sections.*.body` expanded). */
function htmlValues(block: Block): { path: string; value: string }[] {
  const fields = blockDefinition(block.type)?.htmlFields ?? [];
  const walk = (value: unknown, steps: string[], at: string): { path: string; value: string }[] => {
    const [step, ...rest] = steps;
    if (step === undefined) return typeof value === 'string' ? [{ path: at, value }] : [];
    if (step === '*') {
      return Array.isArray(value)
        ? value.flatMap((item, index) => walk(item, rest, `${at}.${index}`))
        : [];
    }
    const record = value as Record<string, unknown> | undefined;
    return record && step in record ? walk(record[step], rest, `${at}.${step}`) : [];
  };
  return fields.flatMap((field) => walk(block.data, field.split('.'), 'data'));
}

/** The paths (`sections.*.body`) of the fields a JSON Schema marks as rich text. */
function richTextPaths(schema: Record<string, unknown>, at: string[] = []): string[] {
  if (schema.widget === 'richText') return [at.join('.')];
  const properties = (schema.properties ?? {}) as Record<string, Record<string, unknown>>;
  const items = schema.items as Record<string, unknown> | undefined;
  return [
    ...Object.entries(properties).flatMap(([key, child]) => richTextPaths(child, [...at, key])),
    ...(items ? richTextPaths(items, [...at, '*']) : []),
  ];
}

describe('the catalog', () => {
  it('accepts every block of every seeded page, and each page as a whole', () => {
    expect(seededBlocks.length).toBeGreaterThan(40);
    for (const { path, block } of seededBlocks) {
      const result = blockSchema.safeParse(block);
      expect(result.error?.issues, `${path} ${block.id}`).toBeUndefined();
    }
    for (const page of sitePages)
      expect(pageBlocksSchema.safeParse(page.blocks).success).toBe(true);
  });

  it('gives every type a JSON Schema, valid starting data and all its HTML fields sanitized', () => {
    for (const definition of blockCatalog) {
      const schema = z.toJSONSchema(definition.schema) as Record<string, unknown>;
      expect(richTextPaths(schema).sort(), definition.type).toEqual(
        [...definition.htmlFields].sort(),
      );
      expect(definition.schema.safeParse(definition.starter).success, definition.type).toBe(true);
    }
  });

  it('offers templates whose blocks are valid, with ids unique in each', () => {
    expect(pageTemplates.map((template) => template.label)).toEqual([
      'Blank page',
      'Campaign landing',
      'Solution page',
    ]);
    for (const template of pageTemplates) {
      expect(
        pageBlocksSchema.safeParse(template.blocks).error?.issues,
        template.id,
      ).toBeUndefined();
    }
    const campaign = pageTemplates.find((template) => template.id === 'campaign')!;
    expect(campaign.blocks.map((block) => block.type)).toEqual([
      'hero',
      'featureGrid',
      'testimonials',
      'leadForm',
    ]);
  });

  it('stores the seeded HTML as the sanitizer would, so a first save changes nothing', () => {
    const values = seededBlocks.flatMap(({ block }) => htmlValues(block));
    expect(values.length).toBeGreaterThan(30);
    for (const { value } of values) expect(sanitizeRichText(value)).toBe(value);
  });
});

describe('the pages API', () => {
  let database: TestDatabase;
  let app: Express;
  let editor: request.Agent;

  beforeAll(async () => {
    database = await createTestDatabase();
    app = await createTestApp(database.db);
    editor = await signedInAgent(app, await createUser({ role: 'editor' }));
  });
  afterAll(() => database.destroy());

  const hero = (data: Record<string, unknown> = {}) => ({
    id: 'hero',
    type: 'hero',
    data: {
      eyebrow: 'Spring offer',
      title: 'Never miss a call',
      lead: 'Ava answers every call.',
      buttons: [{ label: 'Start', href: '/contact', style: 'primary' }],
      ...data,
    },
  });

  async function refused(blocks: unknown[]) {
    const before = await Page.query().resultSize();
    const response = await editor
      .post('/api/pages')
      .send({ title: 'Spring offer', path: '/spring-offer', blocks });
    expect(response.status).toBe(400);
    expect(await Page.query().resultSize()).toBe(before);
    return response.body as { message: string; errors: Record<string, string> };
  }

  it('refuses an unknown block type', async () => {
    const body = await refused([hero(), { id: 'x', type: 'marquee', data: {} }]);
    expect(body.errors).toEqual({ 'blocks.1.type': 'Unknown block type' });
  });

  it('refuses text over its limit, naming the field', async () => {
    const body = await refused([hero({ title: 'a'.repeat(201) })]);
    expect(body.errors).toEqual({
      'blocks.0.data.title': 'Main heading must be at most 200 characters',
    });
    const nested = await refused([
      {
        id: 'faq',
        type: 'faq',
        data: { title: 'FAQ', items: [{ question: 'Why?', answer: 'b'.repeat(2001) }] },
      },
    ]);
    expect(nested.errors).toEqual({
      'blocks.0.data.items.0.answer': 'Answer must be at most 2000 characters',
    });
  });

  it('refuses more than 100 blocks', async () => {
    const blocks = Array.from({ length: 101 }, (_, index) => ({ ...hero(), id: `hero-${index}` }));
    const body = await refused(blocks);
    expect(body.errors).toEqual({ blocks: 'A page may have at most 100 blocks' });
  });

  it.each(['javascript:alert(1)', 'data:text/html,<script>alert(1)</script>', '//evil.example/x'])(
    'refuses the link %s',
    async (href) => {
      const body = await refused([hero({ buttons: [{ label: 'Go', href, style: 'primary' }] })]);
      expect(body.errors).toEqual({
        'blocks.0.data.buttons.0.href':
          'Link (optional) must be a web address, mailto:, tel:, a site path or #anchor',
      });
    },
  );

  it('refuses a widget that is not on https', async () => {
    const body = await refused([
      {
        id: 'embed',
        type: 'embed',
        data: { title: 'Calendar', url: 'http://cal.example', height: 700 },
      },
    ]);
    expect(body.errors).toEqual({
      'blocks.0.data.url': 'Widget address must be an https:// address',
    });
  });

  it.each(['https://evil.example/a.png', '//evil.example/a.png', 'javascript:alert(1)'])(
    'refuses the image %s',
    async (src) => {
      const body = await refused([
        hero({ image: { src, alt: 'A picture', width: 640, height: 480 } }),
      ]);
      expect(body.errors).toEqual({
        'blocks.0.data.image.src': 'Image must be an image from the media library or a site path',
      });
    },
  );

  it('refuses keys a block does not have, at any depth', async () => {
    const top = await refused([hero({ onload: 'alert(1)' })]);
    expect(top.errors).toEqual({ 'blocks.0.data': 'Unrecognized key: "onload"' });
    const nested = await refused([
      hero({ buttons: [{ label: 'Go', href: '/contact', style: 'primary', onclick: 'x()' }] }),
    ]);
    expect(nested.errors).toEqual({ 'blocks.0.data.buttons.0': 'Unrecognized key: "onclick"' });
  });

  it('sanitizes rich text on save, in lists of sections too', async () => {
    const hostile =
      '<p onclick="steal()">Hi <a href="javascript:alert(1)">there</a> <a href="{phoneHref}" class="x">{phone}</a></p><script>alert(1)</script>';
    const response = await editor
      .post('/api/pages')
      .send({
        title: 'Hostile terms',
        path: '/hostile-terms',
        blocks: [
          hero({ note: hostile }),
          {
            id: 'terms',
            type: 'legalDocument',
            data: {
              title: 'Terms',
              effective: { label: 'Effective', date: '2025-05-16' },
              intro: hostile,
              sections: [{ anchor: 'one', title: 'One', body: hostile, after: hostile }],
            },
          },
        ],
      })
      .expect(201);
    const stored = await editor.get(`/api/pages/${response.body.id}`).expect(200);
    const [storedHero, terms] = stored.body.blocks;
    // A phone link keeps on one line; no other class survives.
    const clean =
      '<p>Hi <a>there</a> <a href="{phoneHref}" class="whitespace-nowrap">{phone}</a></p>';
    expect(storedHero.data.note).toBe(clean);
    expect(terms.data.intro).toBe(clean);
    expect(terms.data.sections[0]).toMatchObject({ body: clean, after: clean });
  });
});

describe('the block views', () => {
  const site = toPublicSite(testConfig());
  const marker = '<i data-hostile>"\'&';

  /** `data` with `marker` added to every string its type still accepts, HTML fields left out. */
  function withMarkers(block: Block): { block: Block; count: number } {
    const htmlPaths = new Set(htmlValues(block).map((entry) => entry.path));
    let current = structuredClone(block) as { data: unknown };
    let count = 0;
    const visit = (value: unknown, path: (string | number)[]) => {
      if (typeof value === 'string') {
        const at = ['data', ...path].join('.');
        if (htmlPaths.has(at)) return;
        const candidate = structuredClone(current) as { data: Record<string, unknown> };
        let holder: Record<string | number, unknown> = candidate.data;
        for (const step of path.slice(0, -1)) holder = holder[step] as Record<string, unknown>;
        holder[path.at(-1)!] = `${value}${marker}`;
        if (blockSchema.safeParse(candidate).success) {
          current = candidate;
          count += 1;
        }
      } else if (Array.isArray(value)) {
        value.forEach((item, index) => visit(item, [...path, index]));
      } else if (value && typeof value === 'object') {
        for (const [key, item] of Object.entries(value)) visit(item, [...path, key]);
      }
    };
    visit(block.data, []);
    return { block: current as Block, count };
  }

  it('render every text field escaped, and the seeded pages in full', async () => {
    for (const { path, block: seeded } of seededBlocks) {
      const { block, count } = withMarkers(seeded);
      expect(count, `${path} ${block.id}: text fields to try`).toBeGreaterThan(0);
      const View = (await blockViews[block.type].load()) as BlockView;
      const markup = renderMarkup(
        createElement(View, {
          data: block.data,
          site,
          blockId: block.id,
          pagePath: path,
          shared: { pricing },
        }),
      );
      expect(markup, `${path} ${block.id}`).not.toContain('<i data-hostile>');
      expect(markup, `${path} ${block.id}`).toContain('&lt;i data-hostile&gt;');
    }
  });
});
