import type { PublicSite } from '#src/config/site';
import { telHref } from '#src/content/site-facts';
import type { IconName } from '#src/schemas/blocks/icon-names';
import { Icon } from '../marketing/icons';

/** How to reach us besides the form: by phone, by e-mail or at the office, as the settings say. */
function contactLines(
  site: PublicSite,
): { icon: IconName; label: string; href: string; text: string }[] {
  const { address } = site;
  const fullAddress = `${address.street}, ${address.city}, ${address.region} ${address.postalCode}`;
  return [
    {
      icon: 'phone',
      label: 'Call us (or hear Ava on our demo line)',
      href: telHref(site.phone),
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

export function ContactLines({ site }: { site: PublicSite }) {
  return (
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
  );
}
