import type { Logo } from './logos';

/** Publications in the "as seen on" strip (fictional titles, wordmarks drawn for this site). */
export const pressLogos: Logo[] = [
  { name: 'The Small Business Ledger', src: '/images/landing/press-small-business-ledger.svg' },
  { name: 'Automation Weekly', src: '/images/landing/press-automation-weekly.svg' },
  { name: 'Heartland Business Review', src: '/images/landing/press-heartland-business-review.svg' },
  { name: "Founders' Dispatch", src: '/images/landing/press-founders-dispatch.svg' },
];
