import type { SitePageSeed } from './types';

export const contactPage: SitePageSeed = {
  path: '/contact',
  title: 'Contact Us',
  seoTitle: 'Contact Us | {siteName}',
  seoDescription:
    'Contact our team about AI receptionists, workflow automation or AI consulting for your business: send a message, call or email us.',
  blocks: [
    {
      id: 'contact',
      type: 'leadForm',
      data: {
        kind: 'contact',
        title: 'Contact Us',
        mainHeading: true,
        intro:
          'Questions about Ava, automation or a plan? Tell us a little about your business and we will get back to you within one business day.',
        contactDetails: true,
        formTitle: 'Send us a message',
      },
    },
  ],
};
