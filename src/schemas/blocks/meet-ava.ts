import { defineBlock } from './define';
import { action, group, line, list, paragraph } from './fields';
import { phoneLine, picture, sectionAnchor, sectionHeading } from './section-parts';

/**
 * The dialog the video button opens. It plays the site's video (VIDEO_EMBED_URL); without one,
 * the demo picture and the phone line stand in for it.
 */
const videoDialog = group('Video dialog', {
  buttonLabel: line('Button text', 80),
  title: line('Dialog title', 120),
  description: paragraph('Dialog subtitle', 300),
  frameTitle: line('Video title (for screen readers)', 160),
  demoImage: picture('Picture shown without a video'),
  phoneLine: phoneLine('Phone line shown without a video'),
});

/** Meet Ava: what she does, a button that plays her video in a dialog, and her page. */
export const meetAvaBlock = defineBlock({
  type: 'meetAva',
  label: 'Meet Ava',
  description: 'A heading, a list of strengths, a video dialog, a link and an illustration.',
  interactive: true,
  schema: {
    anchor: sectionAnchor,
    heading: sectionHeading,
    strengths: list('Strengths', line('Strength', 160), 8),
    video: videoDialog,
    link: action('Link'),
    illustration: picture('Illustration'),
  },
  starter: {
    heading: {
      eyebrow: 'Meet Ava',
      title: 'Your 24/7 AI Receptionist',
      intro: 'Ava answers every caller by your business name and books their appointment.',
    },
    strengths: ['Answers in seconds, 24 hours a day, 7 days a week'],
    video: {
      buttonLabel: 'Let Ava Show You What She Can Do',
      title: 'See Ava in Action',
      description: 'Watch Ava answer a call and book the appointment.',
      frameTitle: 'Ava, the AI receptionist, at work',
      demoImage: {
        src: '/images/landing/ava-call-demo.svg',
        alt: 'Animated demo: Ava answers a call and books an appointment',
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
});
