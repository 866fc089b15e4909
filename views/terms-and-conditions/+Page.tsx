import { LegalContact, legalPage } from '../components/legal-page';

/** A row a package: its name, subscription, setup fee and usage terms. */
const packages = [
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
];

/** Focusable so keyboard users can scroll the table sideways on narrow screens. */
function PackagesTable() {
  const cell = 'pr-4 last:pr-0';
  return (
    <section
      className="overflow-x-auto focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-600"
      tabIndex={0}
      aria-label="Packages table"
    >
      <table className="w-full min-w-[32rem] border-collapse text-left text-sm">
        <caption className="sr-only">Packages, monthly fees and setup fees</caption>
        <thead className="border-b border-slate-300 text-slate-900">
          <tr>
            {['Package', 'Subscription', 'Setup', 'Usage'].map((heading) => (
              <th key={heading} scope="col" className={`${cell} py-2 font-semibold`}>
                {heading}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {packages.map(([name, ...terms]) => (
            <tr key={name} className="border-b border-slate-200 align-top">
              <th scope="row" className={`${cell} py-3 font-semibold text-slate-900`}>
                {name}
              </th>
              {terms.map((term) => (
                <td key={term} className={`${cell} py-3`}>
                  {term}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}

export default legalPage({
  title: 'Terms and Conditions',
  effective: { label: 'Effective', date: '2025-05-16' },
  intro: (site) => (
    <p>
      These Terms and Conditions cover the packages, fees, billing and guarantee that apply when you
      buy AI receptionist and automation services from {site.name}. They supplement our{' '}
      <a href="/terms-of-service">Terms of Service</a>.
    </p>
  ),
  sections: (site) => [
    {
      id: 'packages',
      title: 'Packages and pricing',
      content: (
        <>
          <p>We offer three packages. Prices are in US dollars and exclude applicable taxes.</p>
          <PackagesTable />
          <p>
            The features included in each package are described on our website or in your order
            form. A Premium quote states its price, features and included usage, and is valid for
            the period stated in it.
          </p>
        </>
      ),
    },
    {
      id: 'payment',
      title: 'Payment in advance; fees are non-refundable',
      content: (
        <p>
          The setup fee and the first month&apos;s subscription fee are due when you sign up, and
          each later monthly fee is due in advance at the start of its billing period. All fees are{' '}
          <strong>non-refundable</strong>, and we do not give refunds or credits for partial months
          or unused features, with one exception: the{' '}
          <a href="#satisfaction-guarantee">30-day satisfaction guarantee</a> below.
        </p>
      ),
    },
    {
      id: 'renewal',
      title: 'Automatic renewal',
      content: (
        <p>
          Your subscription renews automatically every month on the same date, and we charge your
          payment method on file for the next month in advance, until you cancel. We will give you
          at least 30 days&apos; notice by email of any price change, which applies from your next
          renewal after the notice period.
        </p>
      ),
    },
    {
      id: 'cancellation',
      title: 'Cancellation and no long-term contracts',
      content: (
        <p>
          There are <strong>no long-term contracts</strong>. You may cancel at any time by emailing{' '}
          <a href={`mailto:${site.email}`}>{site.email}</a> or calling {site.phone}. Your service
          continues, and you keep full access, until the end of the billing period you have already
          paid for; it then stops and you are not charged again. Usage-based charges incurred before
          the end of that period appear on a final invoice.
        </p>
      ),
    },
    {
      id: 'usage-charges',
      title: 'Usage-based charges',
      content: (
        <>
          <p>
            On the Essential package, the following usage is charged in addition to the monthly fee:
          </p>
          <ul>
            <li>
              <strong>Voice</strong>: $0.20 per minute of calls handled by Ava, rounded up to the
              next whole minute per call.
            </li>
            <li>
              <strong>Conversations</strong>: $0.03 per text or chat message sent or received by
              Ava.
            </li>
            <li>
              <strong>Reviews</strong>: $0.12 per review response written and posted for you.
            </li>
          </ul>
          <p>
            Professional and Premium usage is charged as set out in your order or quote. Usage is
            measured by our systems, shown in your account, and billed monthly in arrears on your
            next invoice. If you believe a usage charge is wrong, tell us within 30 days of the
            invoice and we will review it in good faith.
          </p>
        </>
      ),
    },
    {
      id: 'satisfaction-guarantee',
      title: '30-day satisfaction guarantee',
      content: (
        <>
          <p>
            This guarantee is the <strong>only exception</strong> to the non-refundable fees in
            section 2. If you are a new client and you are not satisfied, you may cancel within 30
            days of your first payment and ask for a full refund of your setup fee and your first
            month&apos;s subscription fee.
          </p>
          <ul>
            <li>
              Send the request to <a href={`mailto:${site.email}`}>{site.email}</a> within those 30
              days. We will refund the payment method you used within 10 business days.
            </li>
            <li>
              The guarantee applies once per business, to its first subscription. Usage-based
              charges already incurred are not refunded.
            </li>
            <li>
              After the first 30 days, the non-refundable terms in section 2 apply without
              exception.
            </li>
          </ul>
        </>
      ),
    },
    {
      id: 'client-responsibilities',
      title: 'Your responsibilities',
      content: (
        <>
          <p>As a client, you agree to:</p>
          <ul>
            <li>
              give us accurate and complete information about your business (hours, services,
              prices, policies and how calls should be handled) and keep it up to date;
            </li>
            <li>
              tell callers that calls may be recorded and obtain any consent the law requires,
              including in states that require every party to consent to recording;
            </li>
            <li>
              review the messages, bookings and summaries Ava sends you, and follow up with
              customers promptly;
            </li>
            <li>
              provide access to the calendars, phone numbers and software we need to connect, and
              keep your own accounts secure;
            </li>
            <li>pay invoices when due and keep a valid payment method on file; and</li>
            <li>
              use the service lawfully and in line with our{' '}
              <a href="/terms-of-service">Terms of Service</a>, including its acceptable use rules.
            </li>
          </ul>
        </>
      ),
    },
    {
      id: 'data-handling',
      title: 'Data handling',
      content: (
        <p>
          We handle call recordings, transcripts, caller details and your account information as
          described in our <a href="/privacy-policy">Privacy Policy</a>, which covers what we
          collect, how we protect it (including encryption in transit and at rest), how long we keep
          it and how people can exercise their privacy rights. We process your callers&apos;
          information on your behalf and only to provide the service to you.
        </p>
      ),
    },
    {
      id: 'liability',
      title: 'Limitation of liability',
      content: (
        <p>
          To the fullest extent the law allows, {site.name}&apos;s total liability for all claims
          arising from or relating to the services is limited to the amount you paid us in the 12
          months before the event giving rise to the claim. We are not liable for indirect,
          incidental, special or consequential damages, or for lost profits, revenue or business
          opportunities. Our <a href="/terms-of-service">Terms of Service</a> contain further
          disclaimers that also apply.
        </p>
      ),
    },
    {
      id: 'governing-law',
      title: 'Governing law',
      content: (
        <p>
          These Terms and Conditions are governed by the laws of the State of Kansas, without regard
          to its conflict-of-law rules. Any dispute will be brought exclusively in the state or
          federal courts located in Johnson County, Kansas.
        </p>
      ),
    },
    {
      id: 'contact',
      title: 'Contact us',
      content: (
        <>
          <p>Questions about your package, billing or these terms? Contact us:</p>
          <LegalContact />
        </>
      ),
    },
  ],
});
