import { buttonClass } from './buttons';

/** A short price summary on a dark panel that sends visitors to the full plan comparison. */
export function PricingPointer({
  id,
  title,
  text,
  link,
}: {
  id: string;
  title: string;
  text: string;
  link: { label: string; href: string };
}) {
  return (
    <section
      id={id}
      aria-labelledby={`${id}-title`}
      className="scroll-mt-20 bg-white px-4 py-16 sm:px-6"
    >
      <div className="mx-auto flex max-w-5xl flex-col items-start gap-6 rounded-3xl bg-slate-900 p-8 sm:p-12 lg:flex-row lg:items-center lg:justify-between">
        <div className="max-w-2xl">
          <h2 id={`${id}-title`} className="text-2xl font-bold text-white sm:text-3xl">
            {title}
          </h2>
          <p className="mt-3 text-lg leading-8 text-slate-200">{text}</p>
        </div>
        <a href={link.href} className={`${buttonClass.light} shrink-0`}>
          {link.label}
        </a>
      </div>
    </section>
  );
}
