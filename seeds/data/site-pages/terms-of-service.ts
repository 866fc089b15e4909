import type { SitePageSeed } from './types';

export const termsOfServicePage: SitePageSeed = {
  path: '/terms-of-service',
  title: 'Terms of Service',
  seoTitle: 'Terms of Service | {siteName}',
  seoDescription:
    'The rules for using our website and AI receptionist and automation services, including eligibility, billing, cancellation, liability and governing law.',
  blocks: [
    {
      id: 'document',
      type: 'legalDocument',
      data: {
        title: 'Terms of Service',
        effective: {
          label: 'Last updated',
          date: '2025-03-14',
        },
        intro:
          '<p>Please read these terms carefully. They explain your rights and obligations when you use the {siteName} website and services, and they limit our liability.</p>',
        sections: [
          {
            anchor: 'acceptance',
            title: 'Acceptance of these terms',
            body: '<p>These Terms of Service (“Terms”) are an agreement between you and {siteName} (“we”, “us”, “our”). They apply to our website and to our AI receptionist and automation services (together, the “Service”). By using the Service, creating an account or signing up for a package, you agree to these Terms. If you do not agree, do not use the Service.</p><p>Our <a href="/terms-and-conditions">Terms and Conditions</a> set out package pricing, usage charges and our satisfaction guarantee, and our <a href="/privacy-policy">Privacy Policy</a> explains how we handle personal information. Both form part of these Terms. If they conflict with these Terms on the fees or features of a package, the Terms and Conditions control.</p>',
          },
          {
            anchor: 'eligibility',
            title: 'Eligibility',
            body: '<p>You must be at least 18 years old to use the Service. If you use the Service for a business or other organization, you confirm that you have authority to bind it to these Terms, and “you” then means that organization as well as you.</p>',
          },
          {
            anchor: 'accounts',
            title: 'Your account',
            body: '<ul><li>Give us accurate, complete information and keep it up to date.</li><li>Keep your password confidential and do not share your account. You are responsible for everything done through your account.</li><li>Tell us straight away at <a href="mailto:{email}">{email}</a> if you suspect someone has used your account without permission.</li></ul>',
          },
          {
            anchor: 'the-service',
            title: 'The Service and the limits of AI',
            body: '<p>Ava, our AI receptionist, answers calls and messages for your business, captures caller details, answers common questions from information you provide, and books appointments. We also build automations that connect the tools your business uses. We may improve and change features over time; we will not materially reduce the core features of a paid package during a period you have already paid for.</p><h3>Artificial intelligence has limits</h3><ul><li>Ava generates responses automatically. She can mishear callers, misunderstand requests, or give answers that are incomplete or wrong, and transcripts and summaries may contain errors. Review important messages and bookings yourself.</li><li>Ava is only as accurate as the information you give her. Keep your business hours, services, prices and policies up to date.</li><li>Ava is <strong>not an emergency service</strong> and must not be relied on for emergencies. Callers with an emergency should hang up and dial 911.</li><li>Ava does not give medical, legal, financial or other professional advice, and you must not configure her to do so.</li><li>The Service depends on telephone carriers, internet connections and other third-party providers. We work to keep it available around the clock but do not guarantee that it will be uninterrupted or error-free.</li></ul>',
          },
          {
            anchor: 'acceptable-use',
            title: 'Acceptable use',
            body: "<p>You agree not to use the Service to:</p><ul><li>break any law, including telemarketing, call-recording and consumer laws;</li><li>record or process callers' information without any notice or consent the law requires (you are responsible for giving it);</li><li>make robocalls, send spam or unsolicited messages, or impersonate anyone;</li><li>deceive, harass or threaten people, or collect information for stalking;</li><li>upload malware, probe or break our security, or overload or disrupt the Service;</li><li>copy, resell or reverse engineer the Service, or use it to build a competing product; or</li><li>infringe anyone's intellectual property, privacy or other rights.</li></ul><p>We may suspend access immediately to stop a violation that threatens harm.</p>",
          },
          {
            anchor: 'fees-and-billing',
            title: 'Fees and billing',
            body: '<ul><li>Fees for your package, any one-time setup fee and any usage-based charges are set out in our <a href="/terms-and-conditions">Terms and Conditions</a> or your written quote.</li><li>Subscriptions are billed <strong>monthly in advance</strong> and renew automatically <strong>month to month</strong> until cancelled. By signing up, you authorize us to charge your payment method on each renewal date.</li><li>Usage-based charges are billed in arrears on your next invoice. Prices do not include sales or other taxes, which are added where they apply.</li><li>If a payment fails, we will tell you and may suspend the Service until the balance is paid.</li><li>We may change our prices by giving you at least 30 days\' notice. A change takes effect at the start of your next billing period after the notice period.</li><li>Fees are non-refundable and <strong>we do not give refunds or credits for partial billing periods</strong>, except under the 30-day satisfaction guarantee described in our Terms and Conditions.</li></ul>',
          },
          {
            anchor: 'cancellation',
            title: 'Cancellation',
            body: '<p>There is no long-term contract. You can cancel at any time by emailing <a href="mailto:{email}">{email}</a> or calling {phone}. Cancellation takes effect at the end of your current billing period: you keep access until then and will not be charged again. Any usage-based charges incurred before that date remain payable.</p>',
          },
          {
            anchor: 'intellectual-property',
            title: 'Intellectual property',
            body: '<p>The Service, including our software, AI configurations, website, content, logos and trademarks, belongs to {siteName} or its licensors and is protected by law. While you comply with these Terms, we give you a limited, non-exclusive, non-transferable right to use the Service for your internal business purposes.</p><p>You keep ownership of your content and data, including your business information, call recordings and transcripts. You give us permission to host, process and use them only as needed to provide, secure and support the Service for you. If you send us feedback, we may use it without any obligation to you.</p>',
          },
          {
            anchor: 'disclaimers',
            title: 'Disclaimers',
            body: '<p>Except as expressly stated in these Terms, the Service is provided “as is” and “as available”. To the fullest extent the law allows, we disclaim all warranties, express or implied, including warranties of merchantability, fitness for a particular purpose, accuracy and non-infringement. We do not promise any particular number of calls, leads, bookings or business results.</p>',
          },
          {
            anchor: 'limitation-of-liability',
            title: 'Limitation of liability',
            body: '<p>To the fullest extent the law allows:</p><ul><li>we are not liable for any indirect, incidental, special, consequential or punitive damages, or for lost profits, revenue, business opportunities or data, including losses caused by a missed call, an incorrect AI response or a wrong booking; and</li><li>our total liability for all claims relating to the Service is limited to the amount you paid us for the Service in the 12 months before the event giving rise to the claim.</li></ul><p>Some laws do not allow these limits, so they apply to you only as far as the law permits.</p>',
          },
          {
            anchor: 'termination',
            title: 'Termination',
            body: '<p>We may suspend or end your access to the Service if you materially breach these Terms, do not pay fees when due, or use the Service in a way that risks harm to others or to us. Where practical, we will give you notice and a chance to fix the problem first. When your access ends, your right to use the Service stops; you may ask us for an export of your data within 30 days, after which it is deleted as described in our Privacy Policy. Sections that by their nature should survive termination (such as fees owed, intellectual property, disclaimers, limitation of liability and governing law) survive.</p>',
          },
          {
            anchor: 'governing-law',
            title: 'Governing law and venue',
            body: '<p>These Terms are governed by the laws of the State of Kansas, without regard to its conflict-of-law rules. Any dispute relating to these Terms or the Service will be brought exclusively in the state or federal courts located in Johnson County, Kansas, and you and we consent to the jurisdiction of those courts.</p>',
          },
          {
            anchor: 'changes',
            title: 'Changes to these terms',
            body: '<p>We may update these Terms from time to time. We will post the new version on this page with a new date and, for material changes, tell clients by email at least 30 days before they take effect. If you keep using the Service after the changes take effect, you accept them; if you do not agree, you may cancel as described above.</p>',
          },
          {
            anchor: 'contact',
            title: 'Contact us',
            body: '<p>Questions about these Terms? Contact us:</p>',
            contactCard: true,
          },
        ],
      },
    },
  ],
};
