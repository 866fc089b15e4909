import { features, missedCallImage, problems, solutionPoints } from './ava-pitch';
import { CheckList } from './check-list';
import { FeatureGrid } from './feature-grid';
import { Section } from './section';
import { Showcase } from './showcase';
import { Testimonials, type Testimonial } from './testimonials';

/** What each landing page says in its own words around the shared case for Ava. */
export interface PitchWording {
  problems: { eyebrow: string; title: string };
  solution: { title: string; text: string };
  featuresTitle: string;
  testimonialsTitle: string;
}

/**
 * The middle of both landing pages, in the order SPEC gives them: problems, solution, features
 * and testimonials.
 */
export function PitchSections({
  wording,
  testimonials,
}: {
  wording: PitchWording;
  testimonials: readonly Testimonial[];
}) {
  return (
    <>
      <Section id="problems" {...wording.problems} tone="tinted">
        <FeatureGrid features={problems} tone="problem" />
      </Section>
      <Section id="solution" eyebrow="The solution" title={wording.solution.title}>
        <Showcase image={missedCallImage}>
          <p className="text-lg leading-8 text-slate-700">{wording.solution.text}</p>
          <CheckList items={solutionPoints} className="mt-6" />
        </Showcase>
      </Section>
      <Section id="features" eyebrow="Features" title={wording.featuresTitle} tone="brand">
        <FeatureGrid features={features} />
      </Section>
      <Section id="testimonials" eyebrow="Testimonials" title={wording.testimonialsTitle}>
        <Testimonials testimonials={testimonials} />
      </Section>
    </>
  );
}
