import type { BlockType } from '#src/schemas/blocks/catalog';
import { formEmbedScript } from './form-embed-script';
import type { BlockView, BlockViewEntry } from './types';

/**
 * The view of every block type in the catalog (src/schemas/blocks/catalog.ts): a type without
 * one does not type-check. Each view is a chunk of its own, loaded in the browser only by a page
 * that shows that type, and only when an interactive block needs its code (block-island.tsx).
 */
export const blockViews: { [Type in BlockType]: BlockViewEntry<Type> } = {
  richText: { load: () => import('./rich-text-block').then((module) => module.RichTextBlock) },
  homeHero: { load: () => import('./home-hero-block').then((module) => module.HomeHeroBlock) },
  logoStrip: { load: () => import('./logo-strip-block').then((module) => module.LogoStripBlock) },
  painPoints: {
    load: () => import('./pain-points-block').then((module) => module.PainPointsBlock),
  },
  solutionCards: {
    load: () => import('./solution-cards-block').then((module) => module.SolutionCardsBlock),
  },
  meetAva: { load: () => import('./meet-ava-block').then((module) => module.MeetAvaBlock) },
  roiCalculator: {
    load: () => import('./roi-calculator-block').then((module) => module.RoiCalculatorBlock),
  },
  pricingSummary: {
    load: () => import('./pricing-summary-block').then((module) => module.PricingSummaryBlock),
  },
  authorBio: { load: () => import('./author-bio-block').then((module) => module.AuthorBioBlock) },
  industryTabs: {
    load: () => import('./industry-tabs-block').then((module) => module.IndustryTabsBlock),
  },
  results: { load: () => import('./results-block').then((module) => module.ResultsBlock) },
  finalCta: { load: () => import('./final-cta-block').then((module) => module.FinalCtaBlock) },
  booking: { load: () => import('./booking-block').then((module) => module.BookingBlock) },
  hero: { load: () => import('./hero-block').then((module) => module.HeroBlock) },
  featureGrid: {
    load: () => import('./feature-grid-block').then((module) => module.FeatureGridBlock),
  },
  showcase: { load: () => import('./showcase-block').then((module) => module.ShowcaseBlock) },
  testimonials: {
    load: () => import('./testimonials-block').then((module) => module.TestimonialsBlock),
  },
  pricingPlans: {
    load: () => import('./pricing-plans-block').then((module) => module.PricingPlansBlock),
    head: formEmbedScript,
  },
  planOffer: { load: () => import('./plan-offer-block').then((module) => module.PlanOfferBlock) },
  ctaBand: { load: () => import('./cta-band-block').then((module) => module.CtaBandBlock) },
  stats: { load: () => import('./stats-block').then((module) => module.StatsBlock) },
  steps: { load: () => import('./steps-block').then((module) => module.StepsBlock) },
  industryDetails: {
    load: () => import('./industry-details-block').then((module) => module.IndustryDetailsBlock),
  },
  pricingPointer: {
    load: () => import('./pricing-pointer-block').then((module) => module.PricingPointerBlock),
  },
  faq: { load: () => import('./faq-block').then((module) => module.FaqBlock) },
  moreSolutions: {
    load: () => import('./more-solutions-block').then((module) => module.MoreSolutionsBlock),
  },
  leadForm: { load: () => import('./lead-form-block').then((module) => module.LeadFormBlock) },
  embed: { load: () => import('./embed-block').then((module) => module.EmbedBlock) },
  legalDocument: {
    load: () => import('./legal-document-block').then((module) => module.LegalDocumentBlock),
  },
  image: { load: () => import('./image-block').then((module) => module.ImageBlock) },
  video: { load: () => import('./video-block').then((module) => module.VideoBlock) },
};

type LoadedViews = { [Type in BlockType]: BlockView<Type> };

async function loadAll(): Promise<LoadedViews> {
  const entries = await Promise.all(
    Object.entries(blockViews).map(async ([type, entry]) => [type, await entry.load()] as const),
  );
  return Object.fromEntries(entries) as LoadedViews;
}

/**
 * On the server, every view, loaded once when this module loads, so pages render synchronously;
 * null in the browser build, where this branch and its imports disappear.
 */
export const serverBlockViews: LoadedViews | null = import.meta.env.SSR ? await loadAll() : null;
