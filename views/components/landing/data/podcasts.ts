export interface PodcastAppearance {
  show: string;
  episode: string;
  featured: boolean;
}

/** Shows the author has appeared on (fictional): 4 featured, 15 in all (SPEC §9). */
export const podcastAppearances: PodcastAppearance[] = [
  { show: "The Owner's Hour", episode: 'Why Your Phone Is Your Biggest Leak', featured: true },
  { show: 'Main Street Growth Show', episode: 'AI Receptionists Without the Hype', featured: true },
  { show: 'Closing Table Podcast', episode: 'Never Miss a Buyer Call Again', featured: true },
  { show: 'Wrench & Ledger', episode: 'Running a Home Services Business on Autopilot', featured: true },
  { show: 'The Practice Builder', episode: 'Client Intake That Runs Itself', featured: false },
  { show: 'Small Shop, Big Systems', episode: 'Automate the Busywork First', featured: false },
  { show: 'Heartland Entrepreneurs', episode: 'Competing With the National Chains', featured: false },
  { show: 'The Lead Lab', episode: 'Speed to Lead in the Age of AI', featured: false },
  { show: 'Front Desk Confidential', episode: 'What Callers Really Want', featured: false },
  { show: 'Scale Without Staff', episode: 'Five Workflows Every Owner Should Automate', featured: false },
  { show: 'The Referral Loop', episode: 'Turning Reviews Into Revenue', featured: false },
  { show: 'Open for Business Radio', episode: 'After-Hours Calls Are Sales Calls', featured: false },
  { show: 'Practical AI for Owners', episode: 'Where to Start on a Small Budget', featured: false },
  { show: 'The Service Call', episode: 'Reminders, Dispatch and No-Show Recovery', featured: false },
  { show: 'Growth-Minded Firms', episode: 'Automation for Professional Practices', featured: false },
];
