import { defineBlock } from './define';
import { anchor, choice, flag, line, paragraph } from './fields';

export const leadKinds = ['contact', 'booking', 'quote'] as const;

/**
 * A lead form beside a heading and, if asked, the company's phone, e-mail and office: the hosted
 * form the site has for that kind (Settings), else our own, whose leads keep this page and the
 * campaign.
 */
export const leadFormBlock = defineBlock({
  type: 'leadForm',
  label: 'Lead form',
  description: 'A contact, booking or quote request form with a heading beside it.',
  interactive: true,
  schema: {
    anchor: anchor('Anchor (optional)').optional(),
    kind: choice('Request', leadKinds),
    /** Names the campaign in the lead and the analytics ("Spring offer"). */
    campaign: line('Campaign (optional)', 100).optional(),
    title: line('Heading', 200),
    /** Whether the heading is the page's main heading (h1), as on /contact. */
    mainHeading: flag('The page’s main heading').optional(),
    intro: paragraph('Text beside the form (optional)', 1000).optional(),
    contactDetails: flag('Show our phone, e-mail and office').optional(),
    formTitle: line('Heading above the form', 120),
  },
  starter: {
    anchor: 'get-in-touch',
    kind: 'contact',
    title: 'Talk to our team',
    intro:
      'Tell us a little about your business and we will get back to you within one business day.',
    formTitle: 'Send us a message',
  },
});
