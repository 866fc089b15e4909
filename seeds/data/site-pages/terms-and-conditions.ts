import type { SitePageSeed } from './types';

export const termsAndConditionsPage: SitePageSeed = {
  path: '/terms-and-conditions',
  title: 'Terms and Conditions',
  seoTitle: 'Terms and Conditions | {siteName}',
  seoDescription:
    'Package pricing, billing, renewal, cancellation, usage-based charges and our 30-day satisfaction guarantee for AI receptionist and automation services.',
  blocks: [
    {
      id: 'document',
      type: 'legalDocument',
      data: {
        title: 'Terms and Conditions',
        effective: {
          label: 'Effective',
          date: '2025-05-16',
        },
        intro:
          '<p>These Terms and Conditions cover the packages, fees, billing and guarantee that apply when you buy AI receptionist and automation services from {siteName}. They supplement our <a href="/terms-of-service">Terms of Service</a>.</p>',
        sections: [
          {
            anchor: 'packages',
            title: 'Packages and pricing',
            body: '<p>We offer three packages. Prices are in US dollars and exclude applicable taxes.</p>',
            table: {
              label: 'Packages table',
              caption: 'Packages, monthly fees and setup fees',
              columns: ['Package', 'Subscription', 'Setup', 'Usage'],
              rows: [
                [
                  'Essential',
                  '$99/month',
                  '$299 one-time setup fee',
                  'Usage-based charges apply (see section 5).',
                ],
                [
                  'Professional',
                  '$199/month',
                  '$299 one-time setup fee',
                  'Included usage as set out in your order; any overage at the rates stated there.',
                ],
                [
                  'Premium',
                  'Custom quote',
                  'Setup fee set out in your quote',
                  'Included usage and rates as set out in your quote.',
                ],
              ],
            },
            after:
              '<p>The features included in each package are described on our website or in your order form. A Premium quote states its price, features and included usage, and is valid for the period stated in it.</p>',
          },
          {
            anchor: 'payment',
            title: 'Payment in advance; fees are non-refundable',
            body: '<p>The setup fee and the first month\'s subscription fee are due when you sign up, and each later monthly fee is due in advance at the start of its billing period. All fees are <strong>non-refundable</strong>, and we do not give refunds or credits for partial months or unused features, with one exception: the <a href="#satisfaction-guarantee">30-day satisfaction guarantee</a> below.</p>',
          },
          {
            anchor: 'renewal',
            title: 'Automatic renewal',
            body: "<p>Your subscription renews automatically every month on the same date, and we charge your payment method on file for the next month in advance, until you cancel. We will give you at least 30 days' notice by email of any price change, which applies from your next renewal after the notice period.</p>",
          },
          {
            anchor: 'cancellation',
            title: 'Cancellation and no long-term contracts',
            body: '<p>There are <strong>no long-term contracts</strong>. You may cancel at any time by emailing <a href="mailto:{email}">{email}</a> or calling {phone}. Your service continues, and you keep full access, until the end of the billing period you have already paid for; it then stops and you are not charged again. Usage-based charges incurred before the end of that period appear on a final invoice.</p>',
          },
          {
            anchor: 'usage-charges',
            title: 'Usage-based charges',
            body: '<p>On the Essential package, the following usage is charged in addition to the monthly fee:</p><ul><li><strong>Voice</strong>: $0.20 per minute of calls handled by Ava, rounded up to the next whole minute per call.</li><li><strong>Conversations</strong>: $0.03 per text or chat message sent or received by Ava.</li><li><strong>Reviews</strong>: $0.12 per review response written and posted for you.</li></ul><p>Professional and Premium usage is charged as set out in your order or quote. Usage is measured by our systems, shown in your account, and billed monthly in arrears on your next invoice. If you believe a usage charge is wrong, tell us within 30 days of the invoice and we will review it in good faith.</p>',
          },
          {
            anchor: 'satisfaction-guarantee',
            title: '30-day satisfaction guarantee',
            body: '<p>This guarantee is the <strong>only exception</strong> to the non-refundable fees in section 2. If you are a new client and you are not satisfied, you may cancel within 30 days of your first payment and ask for a full refund of your setup fee and your first month\'s subscription fee.</p><ul><li>Send the request to <a href="mailto:{email}">{email}</a> within those 30 days. We will refund the payment method you used within 10 business days.</li><li>The guarantee applies once per business, to its first subscription. Usage-based charges already incurred are not refunded.</li><li>After the first 30 days, the non-refundable terms in section 2 apply without exception.</li></ul>',
          },
          {
            anchor: 'client-responsibilities',
            title: 'Your responsibilities',
            body: '<p>As a client, you agree to:</p><ul><li>give us accurate and complete information about your business (hours, services, prices, policies and how calls should be handled) and keep it up to date;</li><li>tell callers that calls may be recorded and obtain any consent the law requires, including in states that require every party to consent to recording;</li><li>review the messages, bookings and summaries Ava sends you, and follow up with customers promptly;</li><li>provide access to the calendars, phone numbers and software we need to connect, and keep your own accounts secure;</li><li>pay invoices when due and keep a valid payment method on file; and</li><li>use the service lawfully and in line with our <a href="/terms-of-service">Terms of Service</a>, including its acceptable use rules.</li></ul>',
          },
          {
            anchor: 'data-handling',
            title: 'Data handling',
            body: '<p>We handle call recordings, transcripts, caller details and your account information as described in our <a href="/privacy-policy">Privacy Policy</a>, which covers what we collect, how we protect it (including encryption in transit and at rest), how long we keep it and how people can exercise their privacy rights. We process your callers\' information on your behalf and only to provide the service to you.</p>',
          },
          {
            anchor: 'liability',
            title: 'Limitation of liability',
            body: '<p>To the fullest extent the law allows, {siteName}\'s total liability for all claims arising from or relating to the services is limited to the amount you paid us in the 12 months before the event giving rise to the claim. We are not liable for indirect, incidental, special or consequential damages, or for lost profits, revenue or business opportunities. Our <a href="/terms-of-service">Terms of Service</a> contain further disclaimers that also apply.</p>',
          },
          {
            anchor: 'governing-law',
            title: 'Governing law',
            body: '<p>These Terms and Conditions are governed by the laws of the State of Kansas, without regard to its conflict-of-law rules. Any dispute will be brought exclusively in the state or federal courts located in Johnson County, Kansas.</p>',
          },
          {
            anchor: 'contact',
            title: 'Contact us',
            body: '<p>Questions about your package, billing or these terms? Contact us:</p>',
            contactCard: true,
          },
        ],
      },
    },
  ],
};
