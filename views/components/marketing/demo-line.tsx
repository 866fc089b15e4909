/** The demo line's number as a link that dials it; it never breaks across lines. */
export function DemoLineLink({ phone }: { phone: string }) {
  return (
    <a
      className="whitespace-nowrap font-semibold text-brand-800 underline"
      href={`tel:${phone.replace(/[^\d+]/g, '')}`}
    >
      {phone}
    </a>
  );
}
