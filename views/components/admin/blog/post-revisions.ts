import type { RevisionSummary } from '#src/schemas/wire/revisions';

/**
 * One open editor: its autosaves collapse into one revision on the server, and other editors see
 * it as someone editing. A new one for every page load.
 */
export function newEditingSession(): string {
  if (typeof crypto !== 'undefined' && 'randomUUID' in crypto) return crypto.randomUUID();
  return `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 12)}`;
}

export const personName = (person: RevisionSummary['author']) =>
  person ? person.fullName || person.username : 'A deleted account';

export const revisionKindLabel: Record<RevisionSummary['kind'], string> = {
  autosave: 'Autosave',
  save: 'Saved',
  publish: 'Published',
  restore: 'Restored',
};
