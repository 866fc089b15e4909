import { newEditingSession } from './post-revisions';

/**
 * What an editor knows of the saved item (a post, a page), read by its autosave and by saving
 * alike: what was saved and autosaved, and the version and revision its edits started from.
 */
export class RevisionTracking<Values> {
  /** The fingerprint of the values last saved (or first loaded). */
  private savedValues: string;
  /** The fingerprint of the values the server last autosaved. */
  private autosavedValues: string;
  /** This editor's session: its autosaves collapse into one revision on the server. */
  readonly editingSession = newEditingSession();
  /** The newest revision this editor has seen; someone else's newer one is a conflict. */
  baseRevisionId: number | null;
  /** When that revision was last updated as this editor saw it (someone else's autosave). */
  private baseRevisionAt: string | null;

  constructor(
    /** Equal for values the server would store alike. */
    private readonly fingerprint: (values: Values) => string,
    /** The saved version the form is based on, sent back to detect a conflicting save. */
    public updatedAt: string | null,
    values: Values,
    base: { id: number; updatedAt: string } | null,
  ) {
    this.savedValues = fingerprint(values);
    this.autosavedValues = this.savedValues;
    this.baseRevisionId = base?.id ?? null;
    this.baseRevisionAt = base?.updatedAt ?? null;
  }

  private moveBase(id: number, updatedAt: string | null) {
    if (id === this.baseRevisionId) return;
    this.baseRevisionId = id;
    this.baseRevisionAt = updatedAt;
  }

  /** What a save or an autosave sends besides the fields: the base it started from. */
  revisionBase() {
    return {
      ...(this.updatedAt ? { updatedAt: this.updatedAt } : {}),
      editingSession: this.editingSession,
      ...(this.baseRevisionId === null ? {} : { baseRevisionId: this.baseRevisionId }),
      ...(this.baseRevisionAt === null ? {} : { baseRevisionAt: this.baseRevisionAt }),
    };
  }

  differsFromAutosaved(values: Values) {
    return this.fingerprint(values) !== this.autosavedValues;
  }

  /**
   * An autosave of `values` is being sent: what it sent, to be noted once the server keeps it
   * (the form may have changed meanwhile, nested values in place).
   */
  autosaving(values: Values) {
    const sent = this.fingerprint(values);
    return (revisionId: number) => {
      this.autosavedValues = sent;
      // This session's own revision: a later update of it is never someone else's.
      if (revisionId > (this.baseRevisionId ?? 0)) this.moveBase(revisionId, null);
    };
  }

  noteAutosaved(values: Values, revisionId: number) {
    this.autosaving(values)(revisionId);
  }

  differsFromSaved(values: Values) {
    return this.fingerprint(values) !== this.savedValues;
  }

  noteSaved(values: Values, updatedAt: string, revisionId?: number) {
    this.savedValues = this.fingerprint(values);
    this.autosavedValues = this.savedValues;
    this.updatedAt = updatedAt;
    if (revisionId !== undefined) this.noteAutosaved(values, revisionId);
  }

  /** A newer version on the server is now the base: the next save goes over it. */
  rebase(updatedAt: string, newest: { id: number; updatedAt: string } | null) {
    this.updatedAt = updatedAt;
    if (newest) this.moveBase(newest.id, newest.updatedAt);
  }
}
