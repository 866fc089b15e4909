/**
 * A row of toggle buttons choosing which state a list shows ("" is every state), each with its
 * count when the API gives one.
 */
export function StateFilter<State extends string>({
  label,
  states,
  labels,
  value,
  counts,
  onChange,
}: {
  label: string;
  states: readonly State[];
  labels: Record<State, string>;
  value: State | '';
  counts?: Partial<Record<State, number>> | undefined;
  onChange: (state: State | '') => void;
}) {
  const options: Array<State | ''> = ['', ...states];
  return (
    <div role="group" aria-label={label} className="mb-4 flex flex-wrap gap-2">
      {options.map((state) => {
        const count = state && counts ? counts[state] : undefined;
        return (
          <button
            key={state || 'all'}
            type="button"
            aria-pressed={value === state}
            onClick={() => onChange(state)}
            className="rounded-full border border-slate-300 bg-white px-3 py-1 text-sm font-medium text-slate-800 hover:bg-slate-100 aria-pressed:border-brand-700 aria-pressed:bg-brand-700 aria-pressed:text-white"
          >
            {state ? labels[state] : 'All'}
            {count !== undefined ? <span className="tabular-nums"> ({count})</span> : null}
          </button>
        );
      })}
    </div>
  );
}
