import RevisionHistory, { type StoredRevision } from '../blog/revision-history';
import { PageChanges } from './page-changes';

/** A page's history, compared block by block; loaded with the dialog that shows it. */
export default function PageHistory(props: {
  pageId: number;
  editingSession: string;
  onRestored: (revision: StoredRevision) => void;
}) {
  return (
    <RevisionHistory
      subject={{ type: 'page', id: props.pageId }}
      editingSession={props.editingSession}
      Changes={PageChanges}
      onRestored={props.onRestored}
    />
  );
}
