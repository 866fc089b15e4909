import { diffWords } from 'diff';
import { FieldChanges, historyText } from '../blog/revision-history';
import { diffPageContents, type ComparablePage, type PageChange } from './page-diff';

const blockChange = {
  added: 'Added',
  removed: 'Removed',
  moved: 'Moved',
  hidden: 'Hidden',
  shown: 'Shown again',
} as const;

function Change({ change }: { change: PageChange }) {
  if (change.kind === 'page') {
    return (
      <FieldChanges
        diff={{ label: change.label, changes: diffWords(change.before, change.after) }}
      />
    );
  }
  if (change.kind !== 'edited') {
    return (
      <p className="text-sm text-slate-800">
        <span className="font-semibold">{change.block}</span>: {blockChange[change.kind]}
      </p>
    );
  }
  return (
    <section aria-label={change.block} className="space-y-3 rounded-lg border border-slate-200 p-3">
      <h4 className="text-sm font-semibold text-slate-900">{change.block}: Edited</h4>
      {change.fields.map((field) => (
        <FieldChanges
          key={field.label}
          diff={{ label: field.label, changes: diffWords(field.before, field.after) }}
        />
      ))}
    </section>
  );
}

/** Two versions of a page compared: its fields as word diffs, then what happened to each block. */
export function PageChanges({ older, newer }: { older: unknown; newer: unknown }) {
  // A page's history holds page revisions (src/schemas/wire/revisions.ts).
  const changes = diffPageContents(older as ComparablePage, newer as ComparablePage);
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
