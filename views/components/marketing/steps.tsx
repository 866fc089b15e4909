import type { Feature } from './feature-grid';

/** A step reads like a feature card without its icon. */
export type Step = Pick<Feature, 'title' | 'description'>;

/** A numbered "how it works" sequence. */
export function Steps({ steps }: { steps: readonly Step[] }) {
  return (
    <ol className="grid gap-6 md:grid-cols-2 lg:grid-cols-4">
      {steps.map((step, index) => (
        <li key={step.title} className="relative rounded-2xl bg-white p-6 ring-1 ring-slate-200">
          <span
            className="flex h-10 w-10 items-center justify-center rounded-full bg-brand-700 text-lg font-bold text-white"
            aria-hidden="true"
          >
            {index + 1}
          </span>
          <h3 className="mt-4 text-lg font-semibold text-slate-900">
            <span className="sr-only">Step {index + 1}: </span>
            {step.title}
          </h3>
          <p className="mt-2 leading-7 text-slate-700">{step.description}</p>
        </li>
      ))}
    </ol>
  );
}
