import type { SitePageSeed } from './types';

const logo = (alt: string, file: string) => ({
  src: `/images/landing/${file}.svg`,
  alt,
  width: 220,
  height: 60,
});

const appearance = (show: string, episode: string, featured = false) => ({
  show,
  episode,
  featured,
});

/** The home page: its sections in the order SPEC §2 gives, with #pricing after the calculator. */
export const homePage: SitePageSeed = {
  path: '/',
  title: 'Home',
  seoTitle: '{siteName} | {tagline}',
  seoDescription:
    'AI receptionists and workflow automation for small businesses: answer every call 24/7, capture every lead and book more appointments.',
  blocks: [
    {
      id: 'home',
      type: 'homeHero',
      data: {
        anchor: 'home',
        badge: 'Ava answers your calls 24/7, even nights, weekends and holidays',
        heading: '{tagline}',
        intro:
          'Meet Ava, the AI receptionist that picks up every call, captures every lead and books appointments straight into your calendar, at a fraction of the cost of front-desk staff.',
        primaryAction: { label: 'Start Saving Time Today →', href: '#booking' },
        secondaryAction: { label: 'See How Ava Works for You →', href: '#meet-ava' },
        phoneLine: {
          text: 'Prefer to hear her first? Call our demo line at',
          phone: '{phone}',
          after: '.',
        },
      },
    },
    {
      id: 'partners',
      type: 'logoStrip',
      data: {
        anchor: 'partners',
        title:
          'Trusted by growing businesses in real estate, home services and professional services',
        tinted: false,
        lazy: false,
        // Fictional companies, logos drawn for this site.
        logos: [
          logo('Prairie Gate Realty', 'partner-prairie-gate-realty'),
          logo('Summit Comfort Heating & Air', 'partner-summit-comfort'),
          logo('Natarajan & Cole Certified Accountants', 'partner-natarajan-cole'),
          logo('Lakeside Family Dental', 'partner-lakeside-dental'),
        ],
      },
    },
    {
      id: 'why-ai',
      type: 'painPoints',
      data: {
        anchor: 'why-ai',
        heading: {
          eyebrow: 'Why AI?',
          title: "Small Teams Can't Answer Everything",
          intro:
            'You started your business to do great work, not to chase the phone. These are the gaps that quietly cost owners customers every week.',
        },
        points: [
          {
            title: 'Missed Calls',
            description:
              'Most callers who reach voicemail never call back. They dial the next business on the list, and the job goes with them.',
            icon: 'missedCall',
            tone: 'rose',
          },
          {
            title: 'Admin Overload',
            description:
              'Scheduling, follow-ups and data entry swallow hours every week that should go to the work that grows your business.',
            icon: 'clipboard',
            tone: 'amber',
          },
          {
            title: 'Inconsistent Service',
            description:
              'Busy days, sick days and after-hours calls mean customers get a different experience every time they reach out.',
            icon: 'pulse',
            tone: 'violet',
          },
          {
            title: 'Struggling to Compete',
            description:
              'Larger competitors answer instantly around the clock. Without the same reach, small teams lose leads they already paid to attract.',
            icon: 'trendUp',
            tone: 'sky',
          },
        ],
      },
    },
    {
      id: 'solutions',
      type: 'solutionCards',
      data: {
        anchor: 'solutions',
        heading: {
          eyebrow: 'Solutions',
          title: 'AI That Works Like Part of Your Team',
          intro: 'Start with the phones, automate the busywork, and grow with a plan that fits.',
        },
        cards: [
          {
            badge: 'Ava',
            title: 'AI Voice Receptionists',
            description:
              'Ava answers every call 24/7, captures every lead and books appointments, for up to 90% less than front-desk staff.',
            color: 'brand',
            bullets: [
              'Picks up in seconds, day or night',
              'Qualifies callers and captures their details',
              'Books appointments straight into your calendar',
              'Sends call summaries to your team',
            ],
            link: { label: 'Learn About Ava', href: '/solutions/ai-voice-receptionists' },
          },
          {
            badge: 'Workflows',
            title: 'AI Business Operations',
            description:
              'Automate the follow-ups, reminders, review replies and data entry that eat into your week.',
            color: 'teal',
            bullets: [
              'Instant follow-up on every new lead',
              'Appointment reminders that cut no-shows',
              'Review requests and drafted responses',
              'CRM updates without manual typing',
            ],
            link: {
              label: 'Explore Workflow Solutions',
              href: '/solutions/ai-business-operations',
            },
          },
          {
            badge: 'Strategy',
            title: 'AI Consulting',
            description:
              'A practical plan for where AI pays off in your business, and hands-on help putting it to work.',
            color: 'violet',
            bullets: [
              'AI readiness review of your operations',
              'A prioritised roadmap with expected returns',
              'Training and support for your team',
              'Regular check-ins as your needs grow',
            ],
            link: { label: 'Get Strategic Guidance', href: '/solutions/ai-consulting' },
          },
        ],
      },
    },
    {
      id: 'meet-ava',
      type: 'meetAva',
      data: {
        anchor: 'meet-ava',
        heading: {
          eyebrow: 'Meet Ava',
          title: 'Your 24/7 AI Receptionist',
          intro:
            'Ava greets every caller by your business name, answers their questions and turns calls into booked appointments while you focus on the work in front of you.',
        },
        strengths: [
          'Answers in seconds, 24 hours a day, 7 days a week',
          'Speaks naturally and knows your services, prices and hours',
          'Books, reschedules and confirms appointments',
          'Hands urgent calls to the right person on your team',
        ],
        video: {
          buttonLabel: 'Let Ava Show You What She Can Do',
          title: 'See Ava in Action',
          description:
            "Watch Ava answer a call, capture the caller's details and book the appointment.",
          frameTitle: 'Ava, the AI receptionist, at work',
          demoImage: {
            src: '/images/landing/ava-call-demo.svg',
            alt: 'Animated demo: a caller asks to see a house, Ava books the showing for Thursday at 10 am',
            width: 1280,
            height: 720,
          },
          phoneLine: {
            text: 'Hear her for yourself: call our demo line at',
            phone: '{phone}',
            after: '.',
          },
        },
        link: { label: 'Explore More About Ava AI', href: '/solutions/ai-voice-receptionists' },
        illustration: {
          src: '/images/landing/ava-illustration.svg',
          alt: 'Ava on a call: a headset, a live transcript and an appointment being booked',
          width: 560,
          height: 420,
        },
      },
    },
    {
      id: 'unlock-roi',
      type: 'roiCalculator',
      data: {
        anchor: 'unlock-roi',
        heading: {
          eyebrow: 'Unlock Your ROI',
          title: 'See What Ava Could Be Worth to You',
          intro:
            'Every missed call is revenue walking out the door. Enter your numbers to estimate what answering every call, and freeing your team from the phone, is worth in a year.',
        },
        calculateLabel: 'Calculate',
        prompt: {
          title: 'Your Results',
          text: 'Choose your industry, adjust the numbers to match your business and press Calculate to see the revenue, savings and time Ava could bring you.',
        },
        resultsTitle: 'Your Estimated Yearly Impact',
        pricingAction: { label: 'See Pricing Plans', href: '#pricing' },
      },
    },
    {
      id: 'pricing',
      type: 'pricingSummary',
      data: {
        anchor: 'pricing',
        heading: {
          eyebrow: 'Pricing',
          title: 'Plans That Pay for Themselves',
          intro: 'Simple monthly pricing. Start small and grow into unlimited usage.',
        },
        setupFeeText: '{fee} one-time setup',
        quotedSetupFeeText: 'Custom setup fee',
        includedShown: 3,
        action: { label: 'Find the Right Plan on a Free Call', href: '#booking' },
      },
    },
    {
      id: 'author',
      type: 'authorBio',
      data: {
        anchor: 'author',
        heading: {
          eyebrow: 'From Our Founder',
          title: 'Always Open: How Small Businesses Win With AI',
          intro:
            'Jordan Reyes has helped hundreds of owners put AI to work. His book is the plain-spoken playbook he wishes he had when he started.',
        },
        book: {
          cover: {
            src: '/images/landing/book-cover.svg',
            alt: 'Cover of Always Open: How Small Businesses Win With AI, by Jordan Reyes',
            width: 300,
            height: 450,
          },
          title: 'Inside the book',
          points: [
            'Where missed calls and slow follow-up quietly cost you customers',
            'The first three tasks to hand to AI, and the ones to keep',
            'How to measure the return before you spend a dollar',
            'Real stories from realtors, contractors and accounting firms',
          ],
          action: { label: "Talk With Jordan's Team", href: '#booking' },
        },
        podcasts: {
          title: 'Podcast Appearances',
          // Fictional shows: 4 featured, 15 in all (SPEC §9).
          appearances: [
            appearance("The Owner's Hour", 'Why Your Phone Is Your Biggest Leak', true),
            appearance('Main Street Growth Show', 'AI Receptionists Without the Hype', true),
            appearance('Closing Table Podcast', 'Never Miss a Buyer Call Again', true),
            appearance(
              'Wrench & Ledger',
              'Running a Home Services Business on Autopilot',
              true,
            ),
            appearance('The Practice Builder', 'Client Intake That Runs Itself'),
            appearance('Small Shop, Big Systems', 'Automate the Busywork First'),
            appearance('Heartland Entrepreneurs', 'Competing With the National Chains'),
            appearance('The Lead Lab', 'Speed to Lead in the Age of AI'),
            appearance('Front Desk Confidential', 'What Callers Really Want'),
            appearance('Scale Without Staff', 'Five Workflows Every Owner Should Automate'),
            appearance('The Referral Loop', 'Turning Reviews Into Revenue'),
            appearance('Open for Business Radio', 'After-Hours Calls Are Sales Calls'),
            appearance('Practical AI for Owners', 'Where to Start on a Small Budget'),
            appearance('The Service Call', 'Reminders, Dispatch and No-Show Recovery'),
            appearance('Growth-Minded Firms', 'Automation for Professional Practices'),
          ],
          showAllLabel: 'See All Podcast Appearances',
          hideLabel: 'Hide Full List',
        },
      },
    },
    {
      id: 'industries',
      type: 'industryTabs',
      data: {
        anchor: 'industries',
        heading: {
          eyebrow: 'Who We Help',
          title: 'Built for the Businesses That Run on Calls',
          intro:
            'Every industry misses calls differently. Here is what Ava and our automations do for yours.',
        },
        tabsLabel: 'Industries',
        tabs: [
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
            action: {
              label: 'See Ava for Real Estate',
              href: '/solutions/ai-voice-receptionists#real-estate',
            },
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
            action: {
              label: 'See Automation for Home Services',
              href: '/solutions/ai-business-operations#home-services',
            },
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
            action: {
              label: 'See Consulting for Professional Services',
              href: '/solutions/ai-consulting#professional',
            },
          },
        ],
      },
    },
    {
      id: 'as-seen-on',
      type: 'logoStrip',
      data: {
        anchor: 'as-seen-on',
        title: 'As Seen On',
        tinted: true,
        lazy: true,
        // Fictional titles, wordmarks drawn for this site.
        logos: [
          logo('The Small Business Ledger', 'press-small-business-ledger'),
          logo('Automation Weekly', 'press-automation-weekly'),
          logo('Heartland Business Review', 'press-heartland-business-review'),
          logo("Founders' Dispatch", 'press-founders-dispatch'),
        ],
      },
    },
    {
      id: 'results',
      type: 'results',
      data: {
        anchor: 'results',
        heading: {
          eyebrow: 'Results',
          title: 'Real Results for Real Businesses',
          intro: 'Owners who put Ava on the phones report up to a 67% boost in sales.',
        },
        // Proof points (SPEC §1).
        stats: [
          { value: '91%', label: 'of small businesses see revenue growth within 3 months' },
          { value: '90%', label: 'lower cost than a human receptionist covering the same hours' },
          { value: '90%', label: 'of routine calls handled from start to finish without staff' },
          { value: '5+ hours', label: 'given back to each team member every week' },
        ],
        // The clients are fictional.
        testimonials: [
          {
            quote:
              'I used to lose calls every time I was out at a showing. Now Ava picks up, qualifies the buyer and books the next showing before I am back in the car.',
            name: 'Dana Whitfield',
            title: 'Broker-Owner',
            company: 'Prairie Gate Realty',
          },
          {
            quote:
              'After-hours emergency calls used to go to voicemail. Now every one is answered and dispatched, and our booked jobs are up by a third.',
            name: 'Marcus Lee',
            title: 'Operations Manager',
            company: 'Summit Comfort Heating & Air',
          },
          {
            quote:
              'Client intake took half of my assistant’s day. It now happens on the phone, automatically, and she spends that time with our clients instead.',
            name: 'Priya Natarajan',
            title: 'Managing Partner',
            company: 'Natarajan & Cole Certified Accountants',
          },
        ],
      },
    },
    {
      id: 'get-started',
      type: 'finalCta',
      data: {
        anchor: 'get-started',
        title: 'Ready to Stop Missing Calls?',
        text: 'Ava can be answering your phones within days. Book a free strategy call and we will map out exactly where AI saves you time and wins you customers.',
        action: { label: 'Book Your Free Strategy Call', href: '#booking' },
        call: { label: 'Call Ava Now:', phone: '{phone}' },
      },
    },
    {
      id: 'booking',
      type: 'booking',
      data: {
        anchor: 'booking',
        heading: {
          eyebrow: 'Book a Call',
          title: 'Schedule Your Free AI Strategy Call',
          intro:
            'Pick a time that suits you. In 30 minutes we will show you what Ava can take off your plate.',
        },
        frameTitle: 'Booking calendar',
        phoneLine: { text: 'Rather talk now? Call us at', phone: '{phone}', after: '' },
      },
    },
  ],
};
