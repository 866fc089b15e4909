import { solutionClosing } from '#src/schemas/blocks/templates';
import type { SitePageSeed } from './types';

export const readinessConsultingPage: SitePageSeed = {
  path: '/solutions/ai-readiness-consulting',
  title: 'AI Readiness Consulting',
  seoTitle: 'AI Readiness Consulting: Is Your Business Ready for AI? | {siteName}',
  seoDescription:
    'An AI readiness assessment for small businesses: a score for your processes, data, tools, people and risk, the gaps to close and the first AI projects worth doing.',
  blocks: [
    {
      id: 'hero',
      type: 'hero',
      data: {
        eyebrow: 'AI readiness consulting',
        title: 'Find out if your business is ready for AI, and what to do first',
        lead: 'Before you spend on AI, know where it will pay off. Our readiness assessment looks at your processes, data, tools and team, and gives you a clear score, the gaps to close and a short list of first projects.',
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
          src: '/images/solutions/ai-readiness-consulting.svg',
          alt: 'An AI readiness score of 72 beside an assessment checklist of processes, data, tools, people and risk',
          width: 640,
          height: 480,
        },
      },
    },
    {
      id: 'what-it-does',
      type: 'featureGrid',
      data: {
        anchor: 'what-it-does',
        eyebrow: 'What it does',
        title: 'Six areas we assess',
        intro:
          'AI projects fail for ordinary reasons: messy data, tools that do not talk to each other, or a team nobody asked. We check for all of them up front.',
        items: [
          {
            icon: 'flow',
            title: 'Processes',
            description:
              'Which tasks are repetitive, rule-based and frequent enough to automate, and which need a human.',
          },
          {
            icon: 'document',
            title: 'Data',
            description:
              'Whether your customer, job and financial data is complete, consistent and reachable by the tools that need it.',
          },
          {
            icon: 'link',
            title: 'Tools and systems',
            description:
              'How well your phone system, CRM, calendar and accounting software connect today, and what it would take to connect them.',
          },
          {
            icon: 'users',
            title: 'People and skills',
            description:
              'How your team feels about AI, what they already use, and the training that would help most.',
          },
          {
            icon: 'shield',
            title: 'Risk and compliance',
            description:
              'Confidentiality, consent for call recording, the rules of your industry, and where a human review is required.',
          },
          {
            icon: 'chart',
            title: 'Return on investment',
            description:
              'The time and revenue at stake in each opportunity, so you can compare projects on numbers rather than hype.',
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
        title: 'A clear answer in four steps',
        intro: 'A fixed scope and a few hours of your time.',
        tone: 'tinted',
        items: [
          {
            title: 'Readiness questionnaire',
            description:
              'Your leadership team answers a short questionnaire about goals, processes and tools. It takes about 30 minutes.',
          },
          {
            title: 'Interviews and review',
            description:
              'We talk to the people who do the work and look at your call volumes, lead flow and systems.',
          },
          {
            title: 'Readiness report',
            description:
              'A score for each area, the gaps that would block AI projects and the quick wins available now.',
          },
          {
            title: 'Action plan',
            description:
              'We walk through the report with you and agree the first two or three projects, with rough costs and expected returns.',
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
        title: 'What readiness means in your industry',
        intro: 'The questions differ by industry, so our assessment does too.',
        tone: 'brand',
        exampleLabel: 'A typical day',
        items: [
          {
            anchor: 'real-estate',
            icon: 'home',
            name: 'Real estate',
            title: 'Is your lead flow ready for automation?',
            description:
              'We look at how leads arrive, how quickly they are answered and where they are lost, and whether your CRM data can support automated follow-up.',
            points: [
              'Lead source and response-time audit',
              'CRM data quality check',
              'Call coverage for sign calls and after hours',
              'Compliance review for texting and recorded calls',
            ],
            example:
              'A brokerage finds that most after-hours sign calls go to voicemail and that its CRM records lead sources three different ways. First projects: Ava for after-hours calls, and a CRM clean-up before automated follow-up.',
          },
          {
            anchor: 'home-services',
            icon: 'wrench',
            name: 'Home services',
            title: 'Find the leaks between the phone call and the paid invoice',
            description:
              'We trace a job from the first call to the final payment and measure where customers, time and money slip away.',
            points: [
              'Missed-call and abandoned-call analysis',
              'Booking, dispatch and quoting handoffs',
              'Estimate follow-up and close rates',
              'Invoicing and payment timelines',
            ],
            example:
              'A plumbing company discovers that unaccepted estimates are never followed up and that calls during lunch go unanswered. First projects: automated estimate follow-up, and Ava covering overflow calls.',
          },
          {
            anchor: 'professional',
            icon: 'briefcase',
            name: 'Professional services',
            title: 'Adopt AI with confidentiality built in',
            description:
              'We assess which work can safely involve AI, which client data must never leave your systems, and the policies your staff need.',
            points: [
              'Confidentiality and data-handling review',
              'Intake and scheduling process review',
              'Document workflow analysis',
              'Staff survey on AI use and training needs',
            ],
            example:
              'A law firm learns that staff already paste client documents into public AI chat tools. First steps: a written AI usage policy, an approved tool, and automated intake that keeps data in the firm’s own systems.',
          },
        ],
      },
    },
    ...solutionClosing({
      pricing: {
        title: 'Start with a clear picture',
        text: 'The readiness assessment is a fixed-scope engagement, quoted after a free discovery call. When you are ready to act, Ava plans start at $99 per month plus a $299 one-time setup fee.',
      },
      questions: [
      {
        question: 'What do we get at the end?',
        answer:
          'A written report with a readiness score for processes, data, tools, people and risk; the gaps to close; and a prioritized list of first projects with rough costs and expected returns.',
      },
      {
        question: 'How much of our time does it take?',
        answer:
          'Usually a few hours in total: a 30-minute questionnaire, a handful of short interviews and a review meeting.',
      },
      {
        question: 'Do we have to buy anything afterwards?',
        answer:
          'No. The report is yours to act on with us, with another provider or on your own.',
      },
      {
        question: 'What if the answer is that we are not ready?',
        answer:
          'Then you will know exactly why and what to fix first, which is often simpler than expected, such as cleaning up a contact list or writing down a process.',
      },
      {
        question: 'How is this different from AI consulting?',
        answer:
          'Readiness consulting tells you where you stand and where to start. AI consulting goes further: a full roadmap and help delivering it. Many clients start with readiness and continue into consulting.',
      },
    ],
      getStarted: {
        title: 'Know where you stand',
        text: 'Book a free discovery call and we will tell you what a readiness assessment would cover for your business.',
      },
    }),
  ],
};
