import { annualPlanCost, formatUsd, type calculateRoi } from '#src/calculator/roi';
import type { BlockDataOf } from '#src/schemas/blocks/catalog';
import { scrollToElement } from '#views/hooks/scroll-to-element';

const hours = new Intl.NumberFormat('en-US', { maximumFractionDigits: 1 });

/** What the results panel says around the figures (the calculator block's data). */
export type ResultsWords = Pick<
  BlockDataOf<'roiCalculator'>,
  'prompt' | 'resultsTitle' | 'pricingAction'
>;

/**
 * Follows the button under the results. To an anchor of the page (`#pricing`): scrolls there
 * and puts the page's address with the anchor in the address bar, so the view can be shared.
 */
function follow(href: string, pagePath: string) {
  if (!href.startsWith('#')) {
    window.location.assign(href);
    return;
  }
  const target = document.getElementById(href.slice(1));
  if (target) scrollToElement(target);
  window.history.pushState(null, '', `${pagePath}${href}`);
}

type Results = ReturnType<typeof calculateRoi>;

/** The four figures in the order they show; `name` marks each value for tests and analytics. */
const figuresOf = (results: Results) => [
  {
    term: 'Potential Revenue',
    name: 'potentialRevenue',
    value: formatUsd(results.potentialRevenue),
  },
  { term: 'Cost Savings', name: 'costSavings', value: formatUsd(results.costSavings) },
  {
    term: 'Hours Reclaimed',
    name: 'hoursWeekly',
    value: `${hours.format(results.hoursReclaimed.weekly)} hours per week`,
    detail: (
      <dd className="text-brand-100" data-result="hoursYearly">
        {hours.format(results.hoursReclaimed.yearly)} hours per year
      </dd>
    ),
  },
  {
    term: 'Return on Investment',
    name: 'roi',
    value: `${results.roi}%`,
    detail: (
      <dd className="text-sm text-brand-100">
        Against a plan cost of {formatUsd(annualPlanCost)} a year
      </dd>
    ),
  },
];

/** The calculator's results, announced when they appear; a prompt until Calculate is pressed. */
export function RoiResults({
  results,
  words,
  pagePath,
}: {
  results: Results | null;
  words: ResultsWords;
  pagePath: string;
}) {
  return (
    <div
      aria-live="polite"
      className="rounded-2xl bg-brand-900 p-6 text-white shadow-sm lg:col-span-2"
    >
      {results ? (
        <div data-testid="roi-results">
          <h3 className="text-xl font-semibold">{words.resultsTitle}</h3>
          <dl className="mt-6 space-y-5">
            {figuresOf(results).map((figure) => (
              <div key={figure.name}>
                <dt className="text-sm text-brand-100">{figure.term}</dt>
                <dd className="text-3xl font-bold" data-result={figure.name}>
                  {figure.value}
                </dd>
                {figure.detail}
              </div>
            ))}
          </dl>
          <button
            type="button"
            onClick={() => follow(words.pricingAction.href, pagePath)}
            className="mt-6 w-full rounded-lg bg-white px-6 py-3 font-semibold text-brand-900 hover:bg-brand-50"
          >
            {words.pricingAction.label}
          </button>
        </div>
      ) : (
        <div>
          <h3 className="text-xl font-semibold">{words.prompt.title}</h3>
          <p className="mt-4 text-brand-100">{words.prompt.text}</p>
        </div>
      )}
    </div>
  );
}
