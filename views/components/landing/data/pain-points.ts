export type Tone = 'rose' | 'amber' | 'violet' | 'sky';

export interface PainPoint {
  title: string;
  description: string;
  tone: Tone;
  /** SVG path of the card's 24 × 24 stroke icon. */
  icon: string;
}

/** The four problems the why-AI section names (SPEC §2). */
export const painPoints: PainPoint[] = [
  {
    title: 'Missed Calls',
    description:
      'Most callers who reach voicemail never call back. They dial the next business on the list, and the job goes with them.',
    tone: 'rose',
    icon: 'M3 5a2 2 0 0 1 2-2h2.3a1 1 0 0 1 1 .8l1 4.4a1 1 0 0 1-.3 1l-2 1.8a12 12 0 0 0 6 6l1.8-2a1 1 0 0 1 1-.3l4.4 1a1 1 0 0 1 .8 1V19a2 2 0 0 1-2 2C10 21 3 14 3 5ZM15 3l6 6M21 3l-6 6',
  },
  {
    title: 'Admin Overload',
    description:
      'Scheduling, follow-ups and data entry swallow hours every week that should go to the work that grows your business.',
    tone: 'amber',
    icon: 'M9 5H7a2 2 0 0 0-2 2v12a2 2 0 0 0 2 2h10a2 2 0 0 0 2-2V7a2 2 0 0 0-2-2h-2M9 5a2 2 0 0 1 2-2h2a2 2 0 0 1 2 2M9 5a2 2 0 0 0 2 2h2a2 2 0 0 0 2-2M9 12h6M9 16h4',
  },
  {
    title: 'Inconsistent Service',
    description:
      'Busy days, sick days and after-hours calls mean customers get a different experience every time they reach out.',
    tone: 'violet',
    icon: 'M3 12h4l3-8 4 16 3-8h4',
  },
  {
    title: 'Struggling to Compete',
    description:
      'Larger competitors answer instantly around the clock. Without the same reach, small teams lose leads they already paid to attract.',
    tone: 'sky',
    icon: 'M3 17l6-6 4 4 8-8M14 7h7v7',
  },
];
