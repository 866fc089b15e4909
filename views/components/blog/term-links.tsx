import type { TermLink } from './types';

const pill = {
  category:
    'inline-block rounded-full bg-brand-50 px-3 py-1 text-xs font-semibold text-brand-800 hover:bg-brand-100',
  tag: 'inline-block rounded-full bg-slate-100 px-2.5 py-0.5 text-xs text-slate-700 hover:bg-slate-200',
};

interface TermLinksProps {
  kind: 'category' | 'tag';
  terms: TermLink[];
  /** Names a screen reader announces for the list, e.g. "Categories". */
  label: string;
  /** Show at most this many, then '+N more'. */
  limit?: number;
}

/** Category or tag links as pills, each to its page. */
export function TermLinks({ kind, terms, label, limit }: TermLinksProps) {
  if (terms.length === 0) return null;
  const shown = limit === undefined ? terms : terms.slice(0, limit);
  const hidden = terms.length - shown.length;
  return (
    <ul aria-label={label} className="flex flex-wrap items-center gap-2">
      {shown.map((term) => (
        <li key={term.slug}>
          <a href={`/${kind}/${term.slug}`} className={pill[kind]}>
            {kind === 'tag' ? `#${term.name}` : term.name}
          </a>
        </li>
      ))}
      {hidden > 0 && <li className="text-xs font-medium text-slate-600">+{hidden} more</li>}
    </ul>
  );
}
