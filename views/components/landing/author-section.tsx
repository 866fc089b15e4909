import { PodcastList } from './podcast-list';
import { LandingSection, type SectionCopy } from './section-heading';

const heading: SectionCopy = {
  eyebrow: 'From Our Founder',
  title: 'Always Open: How Small Businesses Win With AI',
  intro:
    'Jordan Reyes has helped hundreds of owners put AI to work. His book is the plain-spoken playbook he wishes he had when he started.',
};

/** The founder's book and the podcasts he has spoken on. */
export function AuthorSection() {
  return (
    <LandingSection id="author" heading={heading} tinted>
      <div className="mt-12 grid gap-12 lg:grid-cols-2">
        <div className="flex flex-col items-center gap-8 sm:flex-row sm:items-start">
          <img
            src="/images/landing/book-cover.svg"
            alt="Cover of Always Open: How Small Businesses Win With AI, by Jordan Reyes"
            width={300}
            height={450}
            loading="lazy"
            decoding="async"
            className="h-auto w-48 shrink-0 rounded-md shadow-xl"
          />
          <div>
            <h3 className="text-xl font-semibold text-slate-900">Inside the book</h3>
            <ul className="mt-4 space-y-3 text-slate-700">
              <li>Where missed calls and slow follow-up quietly cost you customers</li>
              <li>The first three tasks to hand to AI, and the ones to keep</li>
              <li>How to measure the return before you spend a dollar</li>
              <li>Real stories from realtors, contractors and accounting firms</li>
            </ul>
            <a
              href="#booking"
              className="mt-6 inline-block rounded-lg bg-brand-700 px-5 py-3 font-semibold text-white hover:bg-brand-800"
            >
              Talk With Jordan's Team
            </a>
          </div>
        </div>
        <PodcastList />
      </div>
    </LandingSection>
  );
}
