/** The eyebrow, h2 and introduction of each landing section, by the section's anchor (SPEC §2). */
export const sectionHeadings = {
  'why-ai': {
    eyebrow: 'Why AI?',
    title: "Small Teams Can't Answer Everything",
    intro:
      'You started your business to do great work, not to chase the phone. These are the gaps that quietly cost owners customers every week.',
  },
  solutions: {
    eyebrow: 'Solutions',
    title: 'AI That Works Like Part of Your Team',
    intro: 'Start with the phones, automate the busywork, and grow with a plan that fits.',
  },
  'meet-ava': {
    eyebrow: 'Meet Ava',
    title: 'Your 24/7 AI Receptionist',
    intro:
      'Ava greets every caller by your business name, answers their questions and turns calls into booked appointments while you focus on the work in front of you.',
  },
  'unlock-roi': {
    eyebrow: 'Unlock Your ROI',
    title: 'See What Ava Could Be Worth to You',
    intro:
      'Every missed call is revenue walking out the door. Enter your numbers to estimate what answering every call, and freeing your team from the phone, is worth in a year.',
  },
  pricing: {
    eyebrow: 'Pricing',
    title: 'Plans That Pay for Themselves',
    intro: 'Simple monthly pricing. Start small and grow into unlimited usage.',
  },
  author: {
    eyebrow: 'From Our Founder',
    title: 'Always Open: How Small Businesses Win With AI',
    intro:
      'Jordan Reyes has helped hundreds of owners put AI to work. His book is the plain-spoken playbook he wishes he had when he started.',
  },
  industries: {
    eyebrow: 'Who We Help',
    title: 'Built for the Businesses That Run on Calls',
    intro:
      'Every industry misses calls differently. Here is what Ava and our automations do for yours.',
  },
  results: {
    eyebrow: 'Results',
    title: 'Real Results for Real Businesses',
    intro: 'Owners who put Ava on the phones report up to a 67% boost in sales.',
  },
  booking: {
    eyebrow: 'Book a Call',
    title: 'Schedule Your Free AI Strategy Call',
    intro:
      'Pick a time that suits you. In 30 minutes we will show you what Ava can take off your plate.',
  },
} as const satisfies Record<string, { eyebrow: string; title: string; intro: string }>;

export type LandingSectionId = keyof typeof sectionHeadings;
