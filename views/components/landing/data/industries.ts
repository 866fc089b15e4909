export interface IndustryTab {
  value: 'real-estate' | 'home-services' | 'professional';
  label: string;
  title: string;
  description: string;
  useCases: string[];
  ctaText: string;
  ctaHref: string;
}

/** Who we help: one tab per industry, real estate first (the default). */
export const industryTabs: IndustryTab[] = [
  {
    value: 'real-estate',
    label: 'Real Estate',
    title: 'Never Miss a Buyer or Seller Again',
    description:
      'Agents spend their days in showings and closings. Ava answers every inquiry, qualifies the lead and books the appointment while you are with a client.',
    useCases: [
      'Answers listing and sign calls around the clock',
      'Qualifies buyers by budget, area and timeline',
      'Schedules showings and listing appointments',
      'Sends every lead to your CRM with a call summary',
    ],
    ctaText: 'See Ava for Real Estate',
    ctaHref: '/solutions/ai-voice-receptionists#real-estate',
  },
  {
    value: 'home-services',
    label: 'Home Services',
    title: 'Book More Jobs From the Job Site',
    description:
      'Contractors, plumbers and HVAC teams cannot pick up with their hands full. Automated intake, dispatch and reminders keep the schedule full.',
    useCases: [
      'Captures emergency calls after hours and on weekends',
      'Books estimates and service visits into your calendar',
      'Sends reminders that cut no-shows',
      'Requests reviews when the job is done',
    ],
    ctaText: 'See Automation for Home Services',
    ctaHref: '/solutions/ai-business-operations#home-services',
  },
  {
    value: 'professional',
    label: 'Professional Services',
    title: 'More Billable Hours, Less Front-Desk Work',
    description:
      'Accountants, law firms and consultants win on responsiveness. We help you automate intake and follow-up without losing the personal touch.',
    useCases: [
      'Screens new client inquiries and books consultations',
      'Collects documents and details before the first meeting',
      'Answers routine questions about hours, fees and deadlines',
      'A clear plan for where AI fits in your practice',
    ],
    ctaText: 'See Consulting for Professional Services',
    ctaHref: '/solutions/ai-consulting#professional',
  },
];
