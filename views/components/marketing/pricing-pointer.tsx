import { buttonClass } from './buttons';

/** A short price summary that sends visitors to the full plan comparison on /landing. */
export function PricingPointer({ title, text }: { title: string; text: string }) {
  return (
    <section
      id="pricing"
      aria-labelledby="pricing-title"
      className="scroll-mt-20 bg-white px-4 py-16 sm:px-6"
    >
      <div className="mx-auto flex max-w-5xl flex-col items-start gap-6 rounded-3xl bg-slate-900 p-8 sm:p-12 lg:flex-row lg:items-center lg:justify-between">
        <div className="max-w-2xl">
          <h2 id="pricing-title" className="text-2xl font-bold text-white sm:text-3xl">
            {title}
          </h2>
          <p className="mt-3 text-lg leading-8 text-slate-200">{text}</p>
        </div>
        <a href="/landing#pricing" className={`${buttonClass.light} shrink-0`}>
          Compare plans
        </a>
      </div>
    </section>
  );
}
