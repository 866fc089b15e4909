import type { ReactNode } from 'react';
import { buttonClass } from './buttons';
import { CtaBand } from './cta-band';
import { Faq, type FaqItem } from './faq';
import { FeatureGrid, type Feature } from './feature-grid';
import { IndustrySection, type Industry } from './industry-section';
import { PageHero, type Illustration } from './page-hero';
import { PricingPointer } from './pricing-pointer';
import { Section } from './section';
import { solutionPages } from '#src/config/public-pages';
import { Stats, type Stat } from './stats';
import { Steps, type Step } from './steps';

export interface SolutionContent {
  path: (typeof solutionPages)[number]['href'];
  hero: { eyebrow: string; title: string; lead: string; image: Illustration };
  stats?: readonly Stat[];
  features: { title: string; intro: string; items: readonly Feature[] };
  steps: { title: string; intro: string; items: readonly Step[] };
  industries: { title: string; intro: string; items: readonly Industry[] };
  pricing: { title: string; text: string };
  faq: readonly FaqItem[];
  cta: { title: string; text: string };
}

/**
 * The layout every solution page shares: what it does, how it works, who it is for (one section
 * per industry, with the anchors the home page links to), pricing, questions and a closing call
 * to action. `heroNote` adds a line under the hero buttons (the demo number on the Ava page).
 */
export function SolutionPage({
  content,
  heroNote,
}: {
  content: SolutionContent;
  heroNote?: ReactNode;
}) {
  const related = solutionPages.filter((page) => page.href !== content.path);
  return (
    <>
      <PageHero {...content.hero} note={heroNote}>
        <a href="/contact" className={buttonClass.primary}>
          Talk to Our Team →
        </a>
        <a href="#how-it-works" className={buttonClass.secondary}>
          See How It Works
        </a>
      </PageHero>
      {content.stats && <Stats stats={content.stats} label="At a glance" />}
      <Section
        id="what-it-does"
        eyebrow="What it does"
        title={content.features.title}
        intro={content.features.intro}
      >
        <FeatureGrid features={content.features.items} />
      </Section>
      <Section
        id="how-it-works"
        eyebrow="How it works"
        title={content.steps.title}
        intro={content.steps.intro}
        tone="tinted"
      >
        <Steps steps={content.steps.items} />
      </Section>
      <Section
        id="who-its-for"
        eyebrow="Who it's for"
        title={content.industries.title}
        intro={content.industries.intro}
        tone="brand"
      >
        <div className="space-y-8">
          {content.industries.items.map((industry) => (
            <IndustrySection key={industry.id} industry={industry} />
          ))}
        </div>
      </Section>
      <PricingPointer {...content.pricing} />
      <Section id="faq" eyebrow="FAQ" title="Frequently asked questions" tone="tinted" centered>
        <Faq items={content.faq} />
      </Section>
      <nav aria-labelledby="more-solutions-title" className="bg-white">
        <div className="mx-auto max-w-7xl px-4 py-16 sm:px-6">
          <h2 id="more-solutions-title" className="text-2xl font-bold text-slate-900">
            More ways we help
          </h2>
          <ul className="mt-6 grid gap-6 md:grid-cols-3">
            {related.map((page) => (
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
