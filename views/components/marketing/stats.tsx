export interface Stat {
  value: string;
  label: string;
}

/** Big numbers with what they mean; the number is shown first, the term read first. */
export function Stats({ stats, label }: { stats: readonly Stat[]; label: string }) {
  return (
    <section aria-label={label} className="border-y border-slate-200 bg-white">
      <dl className="mx-auto grid max-w-7xl grid-cols-2 gap-8 px-4 py-10 sm:px-6 lg:grid-cols-4">
        {stats.map((stat) => (
          <div key={stat.label} className="flex flex-col-reverse justify-end text-center">
            <dt className="mt-1 text-sm text-slate-700">{stat.label}</dt>
            <dd className="text-3xl font-bold text-brand-800 sm:text-4xl">{stat.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
