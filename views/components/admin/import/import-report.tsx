import type { ImportReportView } from '#src/schemas/wire/imports';
import { DataTable } from '../kit';

type Kind = keyof ImportReportView['counts'];

const kindLabels: Array<[Kind, string]> = [
  ['authors', 'Authors'],
  ['categories', 'Categories'],
  ['tags', 'Tags'],
  ['posts', 'Posts'],
  ['pages', 'Pages'],
  ['comments', 'Comments'],
  ['media', 'Images'],
  ['redirects', 'Redirects'],
];

const columns = ['Content', 'New', 'Updated', 'Unchanged'];

/** A long list of problems is cut here: the first ones say what is wrong with the file. */
const shownNotes = 50;

/** A dry run's plan or an import's result: one row per kind of content. */
export function ImportReportTable({
  report,
  caption,
}: {
  report: ImportReportView;
  caption: string;
}) {
  return (
    <DataTable caption={caption} columns={columns}>
      {kindLabels.map(([kind, label]) => {
        const counts = report.counts[kind];
        return (
          <tr key={kind}>
            <th scope="row" className="px-4 py-2 text-left font-medium text-slate-900">
              {label}
            </th>
            {[counts.created, counts.updated, counts.unchanged].map((count, column) => (
              <td key={columns[column + 1]} className="px-4 py-2 tabular-nums text-slate-700">
                {count}
              </td>
            ))}
          </tr>
        );
      })}
    </DataTable>
  );
}

/** What the import leaves out and what it brings in with something missing. */
export function ImportReportNotes({ report }: { report: ImportReportView }) {
  const notes = [
    ...report.skipped.map(({ item, reason }) => ({
      label: 'Skipped:',
      text: `${item} — ${reason}`,
    })),
    ...report.warnings.map((warning) => ({ label: 'Warning:', text: warning })),
  ];
  if (notes.length === 0) return null;
  return (
    <ul className="list-disc space-y-1 pl-5 text-sm text-slate-700">
      {notes.slice(0, shownNotes).map((note, index) => (
        <li key={index}>
          <span className="font-medium text-slate-900">{note.label}</span> {note.text}
        </li>
      ))}
      {notes.length > shownNotes ? <li>And {notes.length - shownNotes} more.</li> : null}
    </ul>
  );
}
