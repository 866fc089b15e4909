import { usePageContext } from 'vike-react/usePageContext';
import { Icon, type IconName } from '../components/marketing/icons';
import type { PublicSite } from '#src/config/site';
import { WidgetFrame } from '../components/widget-frame';

/** SPEC §9: the contact page's hosted form is 1200 px tall. */
const contactFormHeight = 1200;

/** How to reach us besides the form: by phone, by email or at the office. */
function contactLines(
  site: PublicSite,
): { icon: IconName; label: string; href: string; text: string }[] {
  const { address } = site;
  const fullAddress = `${address.street}, ${address.city}, ${address.region} ${address.postalCode}`;
  return [
    {
      icon: 'phone',
      label: 'Call us (or hear Ava on our demo line)',
      href: `tel:${site.phone.replace(/[^\d+]/g, '')}`,
      text: site.phone,
    },
    { icon: 'mail', label: 'Email', href: `mailto:${site.email}`, text: site.email },
    {
      icon: 'pin',
      label: 'Office',
      href: `https://maps.google.com/?q=${encodeURIComponent(fullAddress)}`,
      text: fullAddress,
    },
  ];
}

export default function ContactPage() {
  const { site } = usePageContext();
  return (
    <div className="bg-gradient-to-b from-brand-50 to-white">
      <div className="mx-auto grid max-w-7xl gap-12 px-4 py-12 sm:px-6 lg:grid-cols-3 lg:py-20">
        <div>
          <h1 className="text-4xl font-bold tracking-tight text-slate-900 sm:text-5xl">
            Contact Us
          </h1>
          <p className="mt-6 text-lg leading-8 text-slate-700">
            Questions about Ava, automation or a plan? Tell us a little about your business and we
            will get back to you within one business day.
          </p>
          <ul className="mt-10 space-y-6">
            {contactLines(site).map((line) => (
              <li key={line.icon} className="flex gap-4">
                <span className="inline-flex h-11 w-11 shrink-0 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
                  <Icon name={line.icon} className="h-5 w-5" />
                </span>
                <span>
                  <span className="block text-sm font-medium text-slate-700">{line.label}</span>
                  <a
                    href={line.href}
                    // A phone number never breaks across lines.
                    className={`${line.icon === 'phone' ? 'whitespace-nowrap ' : ''}font-semibold text-brand-800 underline-offset-2 hover:underline`}
                  >
                    {line.text}
                  </a>
                </span>
              </li>
            ))}
          </ul>
        </div>
        <section
          aria-labelledby="contact-form-title"
          className="rounded-3xl bg-white p-6 shadow-sm ring-1 ring-slate-200 sm:p-10 lg:col-span-2"
        >
          <h2 id="contact-form-title" className="text-2xl font-bold text-slate-900">
            Send us a message
          </h2>
          <div className="mt-6">
            <WidgetFrame
              url={site.contactFormUrl}
              title="Contact form"
              height={contactFormHeight}
              fallback="contact"
            />
          </div>
        </section>
      </div>
    </div>
  );
}
