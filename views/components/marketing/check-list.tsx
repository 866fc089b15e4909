import { Icon } from './icons';

/** A list of short statements, each with a tick. */
export function CheckList({
  items,
  columns = 1,
  className = '',
}: {
  items: readonly string[];
  columns?: 1 | 2;
  className?: string;
}) {
  return (
    <ul className={`grid gap-3 ${columns === 2 ? 'sm:grid-cols-2' : ''} ${className}`}>
      {items.map((item) => (
        <li key={item} className="flex gap-3 leading-7 text-slate-700">
          <Icon name="check" className="mt-1 h-5 w-5 shrink-0 text-accent-600" />
          <span>{item}</span>
        </li>
      ))}
    </ul>
  );
}
