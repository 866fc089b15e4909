import { solutionClosing } from '#src/schemas/blocks/templates';
import type { SitePageSeed } from './types';

export const consultingPage: SitePageSeed = {
  path: '/solutions/ai-consulting',
  title: 'AI Consulting',
  seoTitle: 'AI Consulting: A Practical AI Strategy for Your Business | {siteName}',
  seoDescription:
    'Practical AI consulting for small and medium businesses: opportunity assessment, a 90-day roadmap, vendor-neutral tool selection, implementation support and team training.',
  blocks: [
    {
      id: 'hero',
      type: 'hero',
      data: {
        eyebrow: 'AI consulting',
        title: 'A practical AI strategy for your business, not a slide deck',
        lead: 'We help owners and leadership teams decide where AI will make or save money, choose the right tools and put them to work, with clear costs, timelines and results you can measure.',
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
          src: '/images/solutions/ai-consulting.svg',
          alt: 'A 90-day AI roadmap in three stages: answer every call, automate follow-up, train the team',
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
        title: 'Strategic guidance from people who build it',
        intro:
          'We run AI receptionists and automations for small businesses every day, so our advice comes from what works in practice, not from hype.',
        items: [
          {
            icon: 'target',
            title: 'Opportunity assessment',
            description:
              'We review your sales, service and operations to find where AI can save time or win revenue, ranked by value and effort.',
          },
          {
            icon: 'flow',
            title: 'A 90-day AI roadmap',
            description:
              'The projects, tools, owners, budget and the numbers that will show each one is working, in the order that pays off fastest.',
          },
          {
            icon: 'link',
            title: 'Vendor-neutral tool selection',
            description:
              'Honest advice on which AI products fit your size and budget, and which to skip, including when our own services are not the right fit.',
          },
          {
            icon: 'wrench',
            title: 'Implementation support',
            description:
              'We set up and connect the tools, or work alongside your team or IT provider, so the plan actually ships.',
          },
          {
            icon: 'shield',
            title: 'Policies and guardrails',
            description:
              'Simple guidelines for how your team uses AI: what data goes where, what needs a human review and how to stay compliant.',
          },
          {
            icon: 'users',
            title: 'Team training',
            description:
              'Hands-on workshops so your staff use AI confidently every day, with prompts and playbooks for their own roles.',
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
        title: 'How an engagement works',
        intro: 'Clear stages, a fixed scope for each and a decision point before the next.',
        tone: 'tinted',
        items: [
          {
            title: 'Discovery call',
            description:
              'A free conversation about your goals, your bottlenecks and what you have already tried.',
          },
          {
            title: 'Assessment',
            description:
              'We interview your team, review your processes and data, and measure the baseline we will improve.',
          },
          {
            title: 'Roadmap',
            description:
              'You get a prioritized plan with costs and expected returns, and we walk through it together.',
          },
          {
            title: 'Delivery and review',
            description:
              'We help deliver the first projects and meet regularly to review results and adjust the plan.',
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
        title: 'Guidance for the businesses we know best',
        intro:
          'We focus on three kinds of business, so we already know the systems and the pitfalls.',
        tone: 'brand',
        exampleLabel: 'A typical day',
        items: [
          {
            anchor: 'real-estate',
            icon: 'home',
            name: 'Real estate',
            title: 'Scale your team’s output without adding desk staff',
            description:
              'We help brokerages and agent teams use AI across lead handling, listing marketing and transaction management, with guidance your agents will actually follow.',
            points: [
              'Lead routing and response-time standards across the team',
              'AI-assisted listing descriptions and marketing, checked for fair-housing language',
              'Transaction coordination workflows',
              'Agent training on everyday AI tools',
            ],
            example:
              'A twelve-agent team wants faster lead response. We measure how long leads wait today, put Ava on after-hours calls, automate first replies and train the agents on a shared follow-up playbook.',
          },
          {
            anchor: 'home-services',
            icon: 'wrench',
            name: 'Home services',
            title: 'Plan for growth without the growing pains',
            description:
              'For contractors and service companies adding trucks, territories or services, we design the phone, scheduling and quoting systems that let the office keep up.',
            points: [
              'Call handling and dispatch designed for the peak season',
              'Pricing and quoting automation',
              'Mobile workflows for technicians',
              'Customer communication standards from booking to review',
            ],
            example:
              'A roofing company expanding to a second city needs one office to serve both. We design shared call handling with Ava, scheduling rules for each territory and a quoting workflow estimators use from the job site.',
          },
          {
            anchor: 'professional',
            icon: 'briefcase',
            name: 'Professional services',
            title: 'Adopt AI without risking client trust',
            description:
              'Law firms, accountants, financial advisers and consultancies need the productivity of AI with confidentiality and professional obligations intact. We help you get both.',
            points: [
              'Use cases ranked by value and risk for your practice',
              'Data-handling and confidentiality guidelines for AI tools',
              'Intake, scheduling and document workflows',
              'Drafting and research assistants with human review built in',
              'Training tailored to each role',
            ],
            example:
              'A twenty-person accounting firm is preparing for tax season. We automate client document collection, set rules for using AI when drafting client letters and put Ava on the phones for overflow and scheduling.',
          },
        ],
      },
    },
    ...solutionClosing({
      pricing: {
        title: 'Consulting scoped to your goals',
        text: 'Engagements are quoted after a free discovery call, and AI strategy sessions are part of our Premium plan. Ava plans start at $99 per month plus a $299 one-time setup fee.',
      },
      questions: [
      {
        question: 'Is AI consulting worth it for a small business?',
        answer:
          'Yes, when it is practical. Our engagements are sized for small and medium businesses: the goal is a few high-value changes you can afford and run, not an enterprise transformation.',
      },
      {
        question: 'Do you only recommend your own products?',
        answer:
          'No. We recommend what fits, including tools from other vendors. When Ava or our automation services are the right fit, we say so and explain why.',
      },
      {
        question: 'How long does an engagement take?',
        answer:
          'Most assessments and roadmaps take two to four weeks. Implementation support continues for as long as it is useful, month to month.',
      },
      {
        question: 'What do you need from us?',
        answer:
          'An owner or leader who can make decisions, a few hours of your team’s time for interviews, and access to the tools and numbers that matter.',
      },
      {
        question: 'What if we are not sure we are ready for AI?',
        answer:
          'Start with AI readiness consulting: a short, fixed-scope assessment that shows where you stand and what to fix first.',
      },
    ],
      getStarted: {
        title: 'Build your AI plan with us',
        text: 'Book a free discovery call and leave with at least one idea you can act on this month.',
      },
    }),
  ],
};
