import type { SitePageSeed } from './types';

export const privacyPolicyPage: SitePageSeed = {
  path: '/privacy-policy',
  title: 'Privacy Policy',
  seoTitle: 'Privacy Policy | {siteName}',
  seoDescription:
    'How we collect, use, share, protect and retain personal information, including call recordings and transcripts, and how you can exercise your privacy rights.',
  blocks: [
    {
      id: 'document',
      type: 'legalDocument',
      data: {
        title: 'Privacy Policy',
        effective: {
          label: 'Last updated',
          date: '2025-03-14',
        },
        intro:
          '<p>{siteName} provides AI receptionist and automation services to small businesses. This policy explains what personal information we collect through our website and services, how we use and protect it, and the choices and rights you have.</p>',
        sections: [
          {
            anchor: 'information-we-collect',
            title: 'Information we collect',
            body: '<p>We collect only the information we need to provide and improve our services:</p><h3>Contact details you give us</h3><p>When you fill in a contact, quote or demo form, book a call, or email or phone us, we collect your name, business name, email address, phone number, and anything you choose to tell us in your message, such as your industry or the help you are looking for.</p><h3>Call recordings and transcripts handled by Ava</h3><p>When Ava, our AI receptionist, answers calls or messages for one of our client businesses, we process the caller\'s phone number, the call recording, an automatic transcript and summary, and details the caller shares (for example, a name, an appointment time or the reason for calling). We handle this information <strong>on behalf of, and under the instructions of, the client business</strong>. The client decides what Ava asks, what is recorded and how the information is used, and is responsible for telling its callers about recording and obtaining any consent the law requires.</p><h3>Account data</h3><p>If you become a client or have an account on our website, we collect your sign-in details (your username and a securely hashed password; we never store passwords in plain text), your role, your business and billing contacts, your package and billing history, and the settings you configure. Payment card details are collected and stored by our payment processor; we see only the card type, the last four digits and the expiry date.</p><h3>Usage data and cookies</h3><p>When you visit our website, our servers automatically record technical information such as your IP address, browser type, the pages you request and the date and time of each request. We also use a small number of cookies, described in <a href="#cookies">Cookies</a> below.</p><h3>Visitor statistics</h3><p>We count visits to our website ourselves, without cookies and without any outside analytics service. For each page you open we record its address, the website you came from (its name only), the campaign details in the link you followed, your browser, operating system and kind of device, and whether your screen is phone-, tablet- or desktop-sized; we also count when a form is sent, a sign-up link is clicked or our savings calculator is used. We do not store your IP address: a visitor number made with a key that changes every day lets us count visitors without following anyone from one day to the next. If your browser sends Do Not Track or Global Privacy Control, nothing is counted, and our staff are never counted. Individual visits are deleted after 90 days; only daily totals are kept.</p>',
          },
          {
            anchor: 'how-we-use-information',
            title: 'How we use information',
            body: '<p>We use personal information to:</p><ul><li>respond to your questions, send quotes and hold the calls you book with us;</li><li>set up, run and support our services, including answering, recording, transcribing and summarizing calls for our clients and booking appointments into their calendars;</li><li>manage accounts, process payments and send invoices and service notices;</li><li>keep our website and services secure, prevent fraud and abuse, and fix problems;</li><li>understand how our website and services are used so that we can improve them, using aggregated information wherever possible;</li><li>send you news and offers about our services, if you have asked for them or are a client (you can unsubscribe at any time using the link in every email); and</li><li>comply with our legal obligations and enforce our agreements.</li></ul><p>We use call recordings and transcripts only to provide the service to the client business that the call was made to, and to troubleshoot and improve the quality of that service. We do not use them to advertise to callers.</p>',
          },
          {
            anchor: 'sharing',
            title: 'How we share information',
            body: '<p><strong>We do not sell personal information</strong>, and we do not share it with anyone for their own advertising. We share it only:</p><ul><li><strong>With the client business you called.</strong> Recordings, transcripts, messages and appointment details from calls Ava handles are made available to the business that the call was for.</li><li><strong>With service providers</strong> who help us run our business, such as cloud hosting, telephony, speech-recognition and AI-model providers, email delivery, scheduling tools and payment processing. They may use the information only to provide their services to us, under contracts that require them to protect it.</li><li><strong>For legal reasons</strong>, when we believe in good faith that the law, a court order or another legal process requires it, or that it is necessary to protect the rights, property or safety of {siteName}, our clients or others.</li><li><strong>In a business transfer</strong>, such as a merger or sale of all or part of our business, in which case the information stays subject to this policy.</li><li><strong>With your consent</strong> or at your direction.</li></ul>',
          },
          {
            anchor: 'security',
            title: 'How we protect information',
            body: '<p>We use administrative, technical and physical safeguards, including:</p><ul><li><strong>Encryption in transit</strong>: all connections to our website and services use TLS (HTTPS).</li><li><strong>Encryption at rest</strong>: stored data, including call recordings and transcripts, is encrypted with AES-256.</li><li><strong>Access controls</strong>: staff accounts are role-based, so people can reach only the information their job requires; passwords are hashed; and access to client data is limited to the staff who support that client.</li><li>Regular software updates, monitoring and backups.</li></ul><p>No method of transmission or storage is completely secure, so we cannot guarantee absolute security. If we learn of a security breach that affects your personal information, we will notify you and the authorities as the law requires.</p>',
          },
          {
            anchor: 'retention',
            title: 'How long we keep information',
            body: "<p>We keep personal information only as long as we need it for the purposes described in this policy, and then delete or anonymize it:</p><ul><li><strong>Call recordings and transcripts</strong>: 12 months from the date of the call by default, so that our clients can review calls and resolve questions about them. A client can choose a shorter period or delete individual calls at any time.</li><li><strong>Enquiries and bookings</strong> from people who do not become clients: up to 24 months after our last contact, so that we can follow up on your enquiry and keep a record of our conversations.</li><li><strong>Account data</strong>: for as long as the account is open. After a client cancels, we delete the client's account data and call data within 30 days.</li><li><strong>Billing and tax records</strong>: 7 years, because tax and accounting laws require us to keep them.</li><li><strong>Server logs and usage data</strong>: up to 12 months, to investigate security incidents and fix problems.</li></ul><p>Deleted information may remain in encrypted backups for up to 35 days before those backups are overwritten. We may keep information longer where the law requires it or to resolve a dispute.</p>",
          },
          {
            anchor: 'your-rights',
            title: 'Your privacy rights',
            body: '<p>Depending on where you live, the law may give you these rights. We extend them to everyone we hold information about:</p><ul><li><strong>Access</strong>: ask for a copy of the personal information we hold about you.</li><li><strong>Correction</strong>: ask us to correct information that is inaccurate or incomplete.</li><li><strong>Deletion</strong>: ask us to delete your personal information.</li><li><strong>Objection</strong>: object to, or ask us to restrict, how we use your information, including opting out of marketing emails at any time.</li><li><strong>Portability</strong>: receive your information in a common, machine-readable format, or ask us to send it to another provider.</li></ul><h3>How to exercise your rights</h3><p>Email us at <a href="mailto:{email}">{email}</a>, call us at <a href="{phoneHref}" class="whitespace-nowrap">{phone}</a>, or write to us at the address in <a href="#contact">Contact us</a>. Tell us which right you want to exercise and how we can reach you. We will confirm your identity before acting on the request, answer within 30 days, and not charge you or treat you differently for making it. You may also ask someone to make a request for you, with your written permission.</p><p>If your request concerns a call that Ava handled for one of our clients, that client controls the information. We will pass your request on to the client and help them respond, or you may contact the business directly. We may keep information we are legally required to keep.</p>',
          },
          {
            anchor: 'cookies',
            title: 'Cookies',
            body: '<p>Our website uses one essential cookie: a <strong>session cookie</strong> that is set only when you sign in (for example, to comment on our blog) and keeps you signed in. It contains a random identifier, not your personal details, and expires after two weeks without activity or when you sign out. Signing in does not work without it.</p><p>We do <strong>not</strong> use third-party advertising cookies. Some pages include embedded widgets from other companies, such as a scheduling calendar, a contact form or a video player. Those providers may set their own cookies when you use the widget, under their own privacy policies, which we do not control.</p><p>You can block or delete cookies in your browser settings. If you block the session cookie, you will not be able to sign in.</p>',
          },
          {
            anchor: 'children',
            title: "Children's privacy",
            body: '<p>Our website and services are meant for businesses and are not directed to children under 13. We do not knowingly collect personal information from children under 13. If we learn that we have collected such information, for example because a child called a client business, we will delete it promptly. If you believe a child has given us personal information, please contact us.</p>',
          },
          {
            anchor: 'changes',
            title: 'Changes to this policy',
            body: '<p>We may update this policy from time to time. When we do, we will post the new version on this page and change the “Last updated” date at the top. If a change is material, we will also tell our clients by email or by a notice on our website before it takes effect. Continuing to use our website or services after a change takes effect means you accept the updated policy.</p>',
          },
          {
            anchor: 'contact',
            title: 'Contact us',
            body: '<p>If you have questions about this policy or how we handle your information, contact:</p>',
            contactCard: true,
          },
        ],
      },
    },
  ],
};
