import { comparePages, type ComparablePage, type PageChange } from '#src/content/page-diff';
import { FieldChanges, historyText } from '../blog/revision-history';

function Change({ change }: { change: PageChange }) {
  if (change.kind === 'page') return <FieldChanges diff={change.change} />;
  if (change.kind !== 'edited') return <p className="text-sm text-slate-800">{change.summary}</p>;
  const name = `${change.block.label} (block ${change.block.position})`;
  return (
    <section aria-label={name} className="space-y-3 rounded-lg border border-slate-200 p-3">
      <h4 className="text-sm font-semibold text-slate-900">{name}: Edited</h4>
      {change.fields.map((field) => (
        <FieldChanges key={field.label} diff={field} />
      ))}
    </section>
  );
}

/** Two versions of a page compared: its fields as word diffs, then what happened to each block. */
export function PageChanges({ older, newer }: { older: unknown; newer: unknown }) {
  // A page's history holds page revisions (src/schemas/wire/revisions.ts).
  const changes = comparePages(older as ComparablePage, newer as ComparablePage);
  if (changes.length === 0)
    return <p className="text-sm text-slate-600">{historyText.noChanges}</p>;
  return (
    <div className="space-y-4" aria-label="Differences">
      {changes.map((change, index) => (
        <Change key={index} change={change} />
      ))}
    </div>
  );
}
