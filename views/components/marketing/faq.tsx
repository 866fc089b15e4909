import { PathIcon } from '../ui/path-icon';

const chevronDown =
  'M5.3 7.3a1 1 0 0 1 1.4 0L10 10.6l3.3-3.3a1 1 0 1 1 1.4 1.4l-4 4a1 1 0 0 1-1.4 0l-4-4a1 1 0 0 1 0-1.4Z';

export interface FaqItem {
  question: string;
  answer: string;
}

/** Questions that open in place: native <details>, so it works before (and without) JavaScript. */
export function Faq({ items }: { items: readonly FaqItem[] }) {
  return (
    <div className="mx-auto max-w-3xl divide-y divide-slate-200 rounded-2xl border border-slate-200 bg-white">
      {items.map((item) => (
        <details key={item.question} className="group px-6 py-5">
          <summary className="flex cursor-pointer list-none items-center justify-between gap-4 text-left text-lg font-semibold text-slate-900 marker:hidden [&::-webkit-details-marker]:hidden">
            {item.question}
            <PathIcon
              d={chevronDown}
              viewBox="0 0 20 20"
              className="h-5 w-5 shrink-0 text-brand-700 transition-transform group-open:rotate-180"
            />
          </summary>
          <p className="mt-3 leading-7 text-slate-700">{item.answer}</p>
        </details>
      ))}
    </div>
  );
}
