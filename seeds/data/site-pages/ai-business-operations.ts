import { solutionClosing } from '#src/schemas/blocks/templates';
import type { SitePageSeed } from './types';

export const businessOperationsPage: SitePageSeed = {
  path: '/solutions/ai-business-operations',
  title: 'AI Business Operations',
  seoTitle: 'AI Business Operations: Workflow Automation for Small Businesses | {siteName}',
  seoDescription:
    'AI-powered workflow automation for lead follow-up, quotes, scheduling, invoicing and reviews, built on the tools you already use, for real estate, home services and professional firms.',
  blocks: [
    {
      id: 'hero',
      type: 'hero',
      data: {
        eyebrow: 'AI business operations',
        title: 'Automate the busywork that slows your business down',
        lead: 'Quotes, follow-ups, reminders, invoices and copying data between apps: we build AI-powered workflows that do the repetitive work for you, so your team gets hours back every week and nothing falls through the cracks.',
        buttons: [
          {
            label: 'Talk to Our Team →',
            href: '/contact',
            style: 'primary',
          },
          {
            label: 'See How It Works',
            href: '#how-it-works',
            style: 'secondary',
          },
        ],
        image: {
          src: '/images/solutions/ai-business-operations.svg',
          alt: 'A workflow where a new lead gets an instant reply, a quote is sent, the job is scheduled and the invoice is paid',
          width: 640,
          height: 480,
        },
      },
    },
    {
      id: 'at-a-glance',
      type: 'stats',
      data: {
        label: 'At a glance',
        items: [
          {
            value: '5+ hours',
            label: 'back for each team member every week',
          },
          {
            value: '67%',
            label: 'sales boost',
          },
          {
            value: '91%',
            label: 'of small businesses see revenue growth within 3 months',
          },
          {
            value: '24/7',
            label: 'workflows that run while you sleep',
          },
        ],
      },
    },
    {
      id: 'what-it-does',
      type: 'featureGrid',
      data: {
        anchor: 'what-it-does',
        eyebrow: 'What it does',
        title: 'Workflows that run your back office for you',
        intro:
          'Most small businesses lose hours every day to tasks a computer could do: retyping, reminding, chasing. We automate them with the tools you already use.',
        items: [
          {
            icon: 'inbox',
            title: 'Lead follow-up',
            description:
              'New inquiries from calls, web forms and ads get an instant text and email reply, then friendly follow-ups until they book or say no.',
          },
          {
            icon: 'document',
            title: 'Quotes and estimates',
            description:
              'Turn a site visit or intake call into a branded quote in minutes, send it for e-signature and chase it automatically.',
          },
          {
            icon: 'calendar',
            title: 'Scheduling and reminders',
            description:
              'Confirmations, reminders and rescheduling by text cut no-shows, and your staff see every change the moment it happens.',
          },
          {
            icon: 'chart',
            title: 'Invoicing and payments',
            description:
              'Invoices go out when the job is marked done, with a payment link, and polite reminders follow until they are paid.',
          },
          {
            icon: 'star',
            title: 'Reviews and reputation',
            description:
              'Happy customers get a review request at the right moment, and every new review gets a thoughtful reply drafted in your voice.',
          },
          {
            icon: 'link',
            title: 'Connected tools',
            description:
              'Your CRM, calendar, accounting software, email and phone system share data automatically, so nobody types the same details twice.',
          },
        ],
      },
    },
    {
      id: 'how-it-works',
      type: 'steps',
      data: {
        anchor: 'how-it-works',
        eyebrow: 'How it works',
        title: 'From to-do list to autopilot in four steps',
        intro: 'We start with the tasks that cost you the most and build from there.',
        tone: 'tinted',
        items: [
          {
            title: 'Map your workflows',
            description:
              'We walk through a normal week with you and list every repetitive task, how long it takes and what it costs when it slips.',
          },
          {
            title: 'Prioritize by payoff',
            description:
              'We pick the automations with the biggest return first, usually lead follow-up and scheduling, and agree what success looks like.',
          },
          {
            title: 'Build and test',
            description:
              'We build the workflows in the tools you already use, test them on real scenarios and keep a person in the loop where judgment matters.',
          },
          {
            title: 'Launch and improve',
            description:
              'Your team gets a short training; we monitor results, fix edge cases and add the next automation when you are ready.',
          },
        ],
      },
    },
    {
      id: 'who-its-for',
      type: 'industryDetails',
      data: {
        anchor: 'who-its-for',
        eyebrow: "Who it's for",
        title: 'Automation shaped around your industry',
        intro: 'The busywork differs from one trade to the next. Our workflows do too.',
        tone: 'brand',
        exampleLabel: 'A typical day',
        items: [
          {
            anchor: 'real-estate',
            icon: 'home',
            name: 'Real estate',
            title: 'Follow up on every lead, every time',
            description:
              'Agents lose deals in the days after first contact. We automate the follow-up and the paperwork so you can spend your time showing homes and negotiating.',
            points: [
              'Instant replies to portal, sign-call and open-house leads',
              'Drip follow-up for buyers who are not ready yet',
              'Transaction checklists and deadline reminders',
              'Showing feedback collected and sent to sellers',
              'Past-client touchpoints that bring in referrals',
            ],
            example:
              'After an open house, every visitor who signed in gets a thank-you text within the hour, a listing summary by email and a follow-up two days later. Anyone who replies is tagged as a hot lead in your CRM.',
          },
          {
            anchor: 'home-services',
            icon: 'wrench',
            name: 'Home services',
            title: 'Run more jobs with the same office team',
            description:
              'HVAC, plumbing, roofing, electrical, cleaning and landscaping companies juggle phones, schedules, quotes and invoices. We automate the handoffs between them, so the office keeps up in the busy season.',
            points: [
              'Quotes built from the intake call and sent the same day',
              'Automatic follow-up on estimates that have not been accepted',
              'Dispatch updates and “on my way” texts to customers',
              'Invoices sent when the job is closed, with payment reminders',
              'Review requests after every completed job',
              'Seasonal maintenance reminders that fill the slow months',
            ],
            example:
              'A technician closes a job on their phone. The customer immediately gets an invoice with a payment link and a thank-you text, a review request follows two days later, and next spring’s maintenance reminder is already scheduled.',
          },
          {
            anchor: 'professional',
            icon: 'briefcase',
            name: 'Professional services',
            title: 'Less admin, more billable hours',
            description:
              'Law firms, accounting practices, agencies and consultants lose hours to intake, document collection and billing. Automation handles the routine steps with the accuracy your clients expect.',
            points: [
              'Client intake forms that flow into your practice-management system',
              'Document requests, with reminders until everything is in',
              'Engagement letters sent for e-signature automatically',
              'Invoice follow-up without awkward phone calls',
              'Meeting summaries and task lists drafted after each call',
            ],
            example:
              'A new client signs the engagement letter online. Their file is created, a checklist of documents is requested by email, reminders go out every three days until everything arrives, and your team is told when the file is complete.',
          },
        ],
      },
    },
    ...solutionClosing({
      pricing: {
        title: 'Automation that pays for itself',
        text: 'Workflow automation is part of our Premium plan, quoted to fit your business. Plans for calls, chat and reviews start at $99 per month plus a $299 one-time setup fee.',
      },
      questions: [
      {
        question: 'Do I have to change the software I use?',
        answer:
          'Usually not. We build on the tools you already have, such as your CRM, calendar, accounting software and email, and only suggest a change when a tool cannot do the job.',
      },
      {
        question: 'How long does the first automation take?',
        answer:
          'A focused workflow such as lead follow-up or appointment reminders is usually live within two to three weeks, including testing with your team.',
      },
      {
        question: 'Will automation feel impersonal to my customers?',
        answer:
          'Not when it is done well. Messages are written in your voice and sent at sensible times, and anything that needs judgment goes to a person on your team.',
      },
      {
        question: 'Is our data safe?',
        answer:
          'Each workflow gets only the access it needs. Data is encrypted in transit and at rest, and we document every connection we set up so you stay in control.',
      },
      {
        question: 'What happens if a workflow breaks?',
        answer:
          'We monitor the workflows we build. If a connected app changes or a step fails, we are alerted and fix it, usually before you notice.',
      },
    ],
      getStarted: {
        title: 'Get your hours back',
        text: 'Tell us which tasks eat up your week, and we will show you which of them can run on their own.',
      },
    }),
  ],
};
