/** Short statements, each after a tick; `spacing` follows the density of the card it sits in. */
export function TickList({
  items,
  spacing = 'roomy',
  className = '',
}: {
  items: readonly string[];
  spacing?: 'compact' | 'roomy';
  className?: string;
}) {
  const compact = spacing === 'compact';
  return (
    <ul className={`${compact ? 'space-y-2' : 'space-y-3'} text-slate-700 ${className}`}>
      {items.map((item) => (
        <li key={item} className={`flex ${compact ? 'gap-2' : 'gap-3'}`}>
          <span aria-hidden="true" className="font-bold text-teal-700">
            ✓
          </span>
          {item}
        </li>
      ))}
    </ul>
  );
}
