import type { Stat } from '../../marketing/stats';
import type { Testimonial } from '../../marketing/testimonials';
import type { SectionCopy } from '../section-heading';

/** Proof points (SPEC §1). */
export const stats: Stat[] = [
  { value: '91%', label: 'of small businesses see revenue growth within 3 months' },
  { value: '90%', label: 'lower cost than a human receptionist covering the same hours' },
  { value: '90%', label: 'of routine calls handled from start to finish without staff' },
  { value: '5+ hours', label: 'given back to each team member every week' },
];



/** Client testimonials (SPEC §3); the clients are fictional. */
export const testimonials: Testimonial[] = [
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
];

export const resultsHeading: SectionCopy = {
  eyebrow: 'Results',
  title: 'Real Results for Real Businesses',
  intro: 'Owners who put Ava on the phones report up to a 67% boost in sales.',
};
