import { telHref } from '#src/content/site-facts';

export interface PhoneLineText {
  text: string;
  phone: string;
  after: string;
}

/** A sentence that ends on a phone number, which calls it. */
export function PhoneLine({ line, className }: { line: PhoneLineText; className: string }) {
  return (
    <p className={className}>
      {line.text}{' '}
      <a
        href={telHref(line.phone)}
        className="whitespace-nowrap font-semibold text-brand-800 underline"
      >
        {line.phone}
      </a>
      {line.after}
    </p>
  );
}
