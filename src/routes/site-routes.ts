import * as content from '../controllers/content-controllers';
import { mediaController, parseUpload } from '../controllers/media-controller';
import * as pages from '../controllers/page-controller';
import { requireCapability as may } from '../middleware/guards';
import { mediaAltSchema, mediaUploadForm } from '../schemas/media';
import { maxPageBodyBytes, pageAutosaveSchema, pageInputSchema } from '../schemas/pages';
import { presenceSchema } from '../schemas/revisions';
import { seoOverrideSchema } from '../schemas/seo';
import { navigationSchema } from '../schemas/shared/navigation';
import { pricingSchema } from '../schemas/shared/pricing';
import {
  mediaListWire,
  mediaWire,
  navigationWire,
  pricingWire,
  seoOverrideListWire,
} from '../schemas/wire/content';
import {
  blockTypeListWire,
  pageDetailWire,
  pageListWire,
  savedPageWire,
} from '../schemas/wire/pages';
import { pageRevisionWire, presenceWire } from '../schemas/wire/revisions';
import {
  byAccount,
  consume,
  created,
  del,
  get,
  noContent,
  post,
  publicRead,
  put,
  reported,
  unseen,
  uploadUnseen,
  type Route,
  type RouteDependencies,
} from '../route-kit';
import { revisionRoutes } from './revision-routes';

/** A page's save: at most 256 KB, and its service reports what visitors now see differently. */
const pageWrite = { ...reported, jsonLimit: maxPageBodyBytes };

/** The site's pages built from blocks, their history, and the block types. */
function pageRoutes(): Route[] {
  const editor = may('pages:write');
  return [
    get('/api/pages', [editor], pages.list, { summary: 'List pages', answer: pageListWire }),
    get('/api/pages/:id', [editor], pages.show, { summary: 'Read a page', answer: pageDetailWire }),
    post('/api/pages', [editor], pages.create, {
      ...pageWrite,
      summary: 'Create a page',
      body: pageInputSchema,
      answer: created(savedPageWire),
    }),
    put('/api/pages/:id', [editor], pages.update, {
      ...pageWrite,
      summary: 'Save a page',
      body: pageInputSchema,
      answer: savedPageWire,
    }),
    del('/api/pages/:id', [editor], pages.remove, {
      ...reported,
      summary: 'Delete a page',
      answer: noContent,
    }),
    ...revisionRoutes({
      path: '/api/pages',
      noun: 'page',
      controller: pages.pageHistory,
      guard: editor,
      autosave: pageAutosaveSchema,
      revision: pageRevisionWire,
      jsonLimit: maxPageBodyBytes,
    }),
    put('/api/pages/:id/presence', [editor], pages.presence, {
      ...unseen,
      summary: 'Say you have a page open, and see who else has',
      body: presenceSchema,
      answer: presenceWire,
    }),
    get('/api/blocks', [editor], pages.blockTypes, {
      summary: 'The block types pages are built from',
      answer: blockTypeListWire,
    }),
  ];
}

/** What several pages show, staff write once: the plans, the menus, the pages' SEO overrides. */
function sharedContentRoutes(): Route[] {
  const editor = may('pages:write');
  const pricing = content.sharedContent('pricing');
  return [
    get('/api/pricing', [], pricing.show, {
      ...publicRead(),
      summary: 'The pricing plans',
      answer: pricingWire,
    }),
    put('/api/pricing', [editor], pricing.save, {
      summary: 'Replace the pricing plans',
      body: pricingSchema,
      answer: pricingWire,
    }),
    // Every page shows the menus: a save replaces every cached page (the default effect).
    get('/api/navigation', [], content.navigation.show, {
      ...publicRead(),
      summary: 'The header and footer menus',
      answer: navigationWire,
    }),
    put('/api/navigation', [editor], content.navigation.save, {
      summary: 'Replace the header and footer menus',
      body: navigationSchema,
      answer: navigationWire,
    }),

    get('/api/seo', [], content.seo.list, {
      ...publicRead(),
      summary: 'List the pages’ search and sharing overrides',
      answer: seoOverrideListWire,
    }),
    put('/api/seo', [may('seo:write')], content.seo.save, {
      summary: 'Override a page’s title, description or sharing image',
      body: seoOverrideSchema,
      answer: seoOverrideListWire,
    }),
  ];
}

/** The media library: images and their variants, on the disk or in a bucket. */
function mediaRoutes({ limiters, mediaStorage }: RouteDependencies): Route[] {
  const media = mediaController(mediaStorage);
  return [
    get('/api/media', [may('media:upload')], media.list, {
      summary: 'List the media library',
      answer: mediaListWire,
    }),
    post(
      '/api/media',
      [may('media:upload'), consume(limiters.uploads, byAccount), parseUpload],
      media.upload,
      {
        ...uploadUnseen,
        summary: 'Upload an image',
        body: mediaUploadForm,
        answer: created(mediaWire),
      },
    ),
    put('/api/media/:id', [may('media:upload')], media.update, {
      summary: 'Change an image’s alt text',
      body: mediaAltSchema,
      answer: mediaWire,
    }),
    del('/api/media/:id', [may('media:upload')], media.remove, {
      summary: 'Delete an image and its files',
      answer: noContent,
    }),
  ];
}

/** The site's pages built from blocks, the content they share, SEO, and the media library. */
export const siteRoutes = (dependencies: RouteDependencies): Route[] => [
  ...pageRoutes(),
  ...sharedContentRoutes(),
  ...mediaRoutes(dependencies),
];
