import { solutionClosing } from '#src/schemas/blocks/templates';
import type { SitePageSeed } from './types';

export const voiceReceptionistsPage: SitePageSeed = {
  path: '/solutions/ai-voice-receptionists',
  title: 'AI Voice Receptionists',
  seoTitle: 'AI Voice Receptionist: Ava Answers Every Call 24/7 | {siteName}',
  seoDescription:
    'Ava, the AI voice receptionist, answers every call 24/7, captures leads and books appointments for real estate, home services and professional firms, for 90% less than human staff.',
  blocks: [
    {
      id: 'hero',
      type: 'hero',
      data: {
        eyebrow: 'AI voice receptionist, available 24/7',
        title: 'Meet Ava, the AI receptionist who answers every call',
        lead: 'Ava picks up on the first ring, day or night. She answers questions about your business, captures every lead and books appointments straight into your calendar, for 90% less than the cost of human staff.',
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
        note: '<p>Hear her for yourself: call our demo line at <a href="{phoneHref}" class="whitespace-nowrap">{phone}</a>.</p>',
        image: {
          src: '/images/solutions/ai-voice-receptionists.svg',
          alt: 'Ava answering an incoming call, a call summary with the caller’s question, and a showing booked for Sunday at 11:00 AM',
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
            value: '24/7',
            label: 'answering, including nights, weekends and holidays',
          },
          {
            value: '90%',
            label: 'less than the cost of human staff',
          },
          {
            value: '91%',
            label: 'of small businesses see revenue growth within 3 months',
          },
          {
            value: '5+ hours',
            label: 'of staff time back every week',
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
        title: 'Everything a great receptionist does, on every call',
        intro:
          'Every missed call is a customer who tries the next business on the list. Ava makes sure that never happens, without hold music, voicemail or overtime.',
        items: [
          {
            icon: 'phone',
            title: 'Answers every call',
            description:
              'Ava picks up on the first ring, 24 hours a day, and greets callers with your business name. Ten calls at once? She answers all ten.',
          },
          {
            icon: 'inbox',
            title: 'Captures every lead',
            description:
              'She collects the caller’s name, number, reason for calling and the details you care about, then texts and emails you a summary within moments.',
          },
          {
            icon: 'calendar',
            title: 'Books appointments',
            description:
              'Ava checks your live availability, books, reschedules or cancels appointments in your calendar and sends the caller a confirmation.',
          },
          {
            icon: 'chat',
            title: 'Answers common questions',
            description:
              'Hours, service areas, price ranges, parking, what to bring: Ava answers from what you teach her, and says so when she needs to check with you.',
          },
          {
            icon: 'alert',
            title: 'Routes what is urgent',
            description:
              'Emergencies and VIP callers follow your rules: a warm transfer to your cell, a text to the on-call tech, or a priority callback.',
          },
          {
            icon: 'sparkles',
            title: 'Sounds like your business',
            description:
              'A natural voice, your greeting and your tone. Ava handles interruptions, accents and follow-up questions the way a trained receptionist would.',
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
        title: 'Live in days, not months',
        intro: 'We do the setup with you. You review everything before Ava answers a single call.',
        tone: 'tinted',
        items: [
          {
            title: 'Strategy call',
            description:
              'We learn how your calls go today: what people ask, what you need to know about them and what counts as urgent.',
          },
          {
            title: 'We build your call flow',
            description:
              'Our team writes Ava’s script, loads your services, hours and answers, and connects your calendar and CRM.',
          },
          {
            title: 'Forward your calls',
            description:
              'Keep your number. Forward every call, after-hours calls only, or just the calls your team cannot reach in time.',
          },
          {
            title: 'Review and refine',
            description:
              'Every call comes with a recording, a transcript and a summary. We tune Ava’s answers as your business changes.',
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
        title: 'Built for businesses that live on the phone',
        intro: 'Ava is trained for the calls each industry actually gets.',
        tone: 'brand',
        exampleLabel: 'A typical day',
        items: [
          {
            anchor: 'real-estate',
            icon: 'home',
            name: 'Real estate',
            title: 'Never miss a buyer, seller or showing request',
            description:
              'Buyers call the number on the yard sign while they are standing in front of the house. If nobody answers, they call the next agent. Ava answers every sign call and listing inquiry, qualifies the caller and gets them on your calendar.',
            points: [
              'Answers sign calls and listing inquiries with the details of each property',
              'Qualifies buyers: timeline, budget, pre-approval and whether they already have an agent',
              'Books showings and listing appointments around your schedule',
              'Captures seller leads with the property address and their reason for selling',
              'Texts hot leads to your phone the moment the call ends',
            ],
            example:
              'Saturday, 7:40 PM: a buyer calls about the three-bedroom on Maple Street. Ava confirms it is still available, learns they are pre-approved and books a Sunday 11:00 AM showing. You get a text with the details before the caller hangs up.',
          },
          {
            anchor: 'home-services',
            icon: 'wrench',
            name: 'Home services',
            title: 'Book the job before the caller tries the next company',
            description:
              'When a pipe bursts or the air conditioning quits, homeowners call down the list until someone picks up. Ava answers while your crew is on the job, books the visit and flags true emergencies.',
            points: [
              'Collects the address, the problem and the best time to visit',
              'Books estimates and service calls into open slots',
              'Sends emergencies to your on-call technician right away',
              'Answers questions about service areas, hours and trip fees',
              'Sends appointment reminders that cut no-shows',
            ],
            example:
              'Tuesday, 2:15 AM: a homeowner’s water heater is leaking. Ava takes the address, checks that the water is shut off, texts your on-call plumber and tells the caller when to expect a call back.',
          },
          {
            anchor: 'professional',
            icon: 'briefcase',
            name: 'Professional services',
            title: 'A polished first impression for every client inquiry',
            description:
              'Law firms, accountants, insurance agencies and consultancies win business on responsiveness and trust. Ava answers with the courtesy your clients expect, asks your intake questions and schedules consultations.',
            points: [
              'The same intake questions for each practice area or service, every time',
              'Screens out solicitations and routes existing clients to the right person',
              'Schedules consultations on the right professional’s calendar',
              'Handles overflow during tax season or trial weeks',
              'Keeps callers’ details confidential, encrypted in transit and at rest',
            ],
            example:
              'Thursday, 6:05 PM: a prospective client calls about an estate plan after your office has closed. Ava asks your intake questions, takes the names you need for a conflict check and books a consultation for Monday morning.',
          },
        ],
      },
    },
    ...solutionClosing({
      pricing: {
        title: 'Ava starts at $99 per month',
        text: 'Essential is $99 per month plus a $299 one-time setup fee, with voice at $0.20 per minute. Professional is $199 per month with unlimited voice, conversation and reviews. No long-term contracts, and a 30-day satisfaction guarantee.',
      },
      questions: [
      {
        question: 'Will callers know they are talking to an AI?',
        answer:
          'Ava has a natural, friendly voice, and most callers simply get their question answered. We recommend she introduces herself as your virtual assistant, and she never pretends to be a person when someone asks.',
      },
      {
        question: 'Can I keep my current phone number?',
        answer:
          'Yes. You forward calls from your existing number to Ava: every call, after-hours calls only, or the calls your team does not answer within a few rings. Turning forwarding off takes a minute.',
      },
      {
        question: 'What happens with urgent calls?',
        answer:
          'You decide what counts as urgent. Ava can transfer the call to you or your on-call staff, text them the details, or promise a priority callback, and she always tells the caller what happens next.',
      },
      {
        question: 'Which calendars and tools does Ava work with?',
        answer:
          'Ava books into Google Calendar and Microsoft 365 calendars and works with the scheduling and CRM tools most small businesses use. If yours is not one of them, we will tell you on the strategy call and find a way to connect it.',
      },
      {
        question: 'How much does Ava cost compared with a receptionist?',
        answer:
          'Ava costs 90% less than human staff, works 24/7 and never calls in sick. Essential is $99 per month plus usage; Professional is $199 per month with unlimited calls.',
      },
      {
        question: 'What if I am not happy with Ava?',
        answer:
          'Every plan comes with a 30-day satisfaction guarantee and no long-term contract. You can cancel anytime.',
      },
    ],
      getStarted: {
        title: 'Let Ava answer your next call',
        text: 'Talk to our team and we will show you how Ava would handle the calls your business gets every day.',
      },
    }),
  ],
};
