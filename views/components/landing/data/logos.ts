export interface Logo {
  name: string;
  src: string;
}

/** Customers shown in the partners strip (fictional companies, logos drawn for this site). */
export const partnerLogos: Logo[] = [
  { name: 'Prairie Gate Realty', src: '/images/landing/partner-prairie-gate-realty.svg' },
  { name: 'Summit Comfort Heating & Air', src: '/images/landing/partner-summit-comfort.svg' },
  {
    name: 'Natarajan & Cole Certified Accountants',
    src: '/images/landing/partner-natarajan-cole.svg',
  },
  { name: 'Lakeside Family Dental', src: '/images/landing/partner-lakeside-dental.svg' },
];
