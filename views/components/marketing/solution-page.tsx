import type { ReactNode } from 'react';
import { buttonClass } from './buttons';
import { CtaBand } from './cta-band';
import { Faq, type FaqItem } from './faq';
import { FeatureGrid, type Feature } from './feature-grid';
import { IndustrySection, type Industry } from './industry-section';
import { PageHero } from './page-hero';
import { PricingPointer } from './pricing-pointer';
import { Section } from './section';
import { solutionPages } from '#src/config/public-pages';
import { Stats, type Stat } from './stats';
import { Steps, type Step } from './steps';

type SolutionPath = (typeof solutionPages)[number]['href'];

export interface SolutionContent {
  path: SolutionPath;
  /** The illustration is /images<path>.svg, drawn at 640 × 480 like every solution's. */
  hero: { eyebrow: string; title: string; lead: string; imageAlt: string };
  stats?: readonly Stat[];
  features: { title: string; intro: string; items: readonly Feature[] };
  steps: { title: string; intro: string; items: readonly Step[] };
  industries: { title: string; intro: string; items: readonly Industry[] };
  pricing: { title: string; text: string };
  faq: readonly FaqItem[];
  cta: { title: string; text: string };
}

/** The other solution pages, as cards under the page. */
function MoreSolutions({ current }: { current: SolutionPath }) {
  return (
    <nav aria-labelledby="more-solutions-title" className="bg-white">
      <div className="mx-auto max-w-7xl px-4 py-16 sm:px-6">
        <h2 id="more-solutions-title" className="text-2xl font-bold text-slate-900">
          More ways we help
        </h2>
        <ul className="mt-6 grid gap-6 md:grid-cols-3">
          {solutionPages
            .filter((page) => page.href !== current)
            .map((page) => (
              <li key={page.href}>
                <a
                  href={page.href}
                  className="block h-full rounded-2xl p-6 ring-1 ring-slate-200 hover:bg-brand-50 hover:ring-brand-100"
                >
                  <span className="font-semibold text-brand-800">{page.title} →</span>
                  <span className="mt-2 block text-slate-700">{page.description}</span>
                </a>
              </li>
            ))}
        </ul>
      </div>
    </nav>
  );
}

/** A content block's title and introduction, as its Section shows them. */
const headingOf = ({ title, intro }: { title: string; intro: string }) => ({ title, intro });

/** What it does, how it works, and who it is for: one section per industry, with its anchor. */
function SolutionDetails({ features, steps, industries }: SolutionContent) {
  return (
    <>
      <Section id="what-it-does" eyebrow="What it does" {...headingOf(features)}>
        <FeatureGrid features={features.items} />
      </Section>
      <Section id="how-it-works" eyebrow="How it works" {...headingOf(steps)} tone="tinted">
        <Steps steps={steps.items} />
      </Section>
      <Section id="who-its-for" eyebrow="Who it's for" {...headingOf(industries)} tone="brand">
        <div className="space-y-8">
          {industries.items.map((industry) => (
            <IndustrySection key={industry.id} industry={industry} />
          ))}
        </div>
      </Section>
    </>
  );
}

/**
 * The layout every solution page shares: the hero, what it does, how it works, who it is for
 * (the home page's industry tabs link to those anchors), pricing, questions, the other solutions
 * and a closing call to action. `heroNote` adds a line under the hero buttons (the demo number on
 * the Ava page).
 */
export function SolutionPage({
  content,
  heroNote,
}: {
  content: SolutionContent;
  heroNote?: ReactNode;
}) {
  const { imageAlt, ...hero } = content.hero;
  const image = { src: `/images${content.path}.svg`, alt: imageAlt, width: 640, height: 480 };
  return (
    <>
      <PageHero {...hero} image={image} note={heroNote}>
        <a href="/contact" className={buttonClass.primary}>
          Talk to Our Team →
        </a>
        <a href="#how-it-works" className={buttonClass.secondary}>
          See How It Works
        </a>
      </PageHero>
      {content.stats && <Stats stats={content.stats} label="At a glance" />}
      <SolutionDetails {...content} />
      <PricingPointer {...content.pricing} />
      <Section id="faq" eyebrow="FAQ" title="Frequently asked questions" tone="tinted" centered>
        <Faq items={content.faq} />
      </Section>
      <MoreSolutions current={content.path} />
      <CtaBand title={content.cta.title} text={content.cta.text}>
        <a href="/contact" className={buttonClass.light}>
          Talk to Our Team
        </a>
        <a href="/landing#pricing" className={buttonClass.lightOutline}>
          See Plans and Pricing
        </a>
      </CtaBand>
    </>
  );
}
