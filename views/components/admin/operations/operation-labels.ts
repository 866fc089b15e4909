import type { EmailList, EmailStatus, JobList } from '#src/schemas/wire/operations';

export type Job = JobList['jobs'][number];
export type JobState = Job['state'];
export type Email = EmailList['emails'][number];

export const jobStateLabels: Record<JobState, string> = {
  pending: 'Pending',
  running: 'Running',
  failed: 'Failed',
  dead: 'Dead',
  done: 'Done',
};

/** The order the queue's tabs show its states in: what needs a look first. */
export const jobStateOrder: readonly JobState[] = ['pending', 'running', 'failed', 'dead', 'done'];

export const emailStatusLabels: Record<EmailStatus, string> = {
  held: 'Held (no SMTP)',
  pending: 'Pending',
  sent: 'Sent',
  failed: 'Failed',
};

/** States shown as a small coloured label; red for what went wrong. */
export const stateTone: Record<JobState | EmailStatus, string> = {
  pending: 'bg-sky-100 text-sky-900',
  running: 'bg-amber-100 text-amber-900',
  failed: 'bg-orange-100 text-orange-900',
  dead: 'bg-red-100 text-red-900',
  done: 'bg-green-100 text-green-900',
  held: 'bg-slate-200 text-slate-800',
  sent: 'bg-green-100 text-green-900',
};
