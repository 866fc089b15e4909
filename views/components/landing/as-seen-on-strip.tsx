import { pressLogos } from './data/press-logos';
import { LogoStrip } from './logo-strip';

/** Publications that have featured us. */
export function AsSeenOnStrip() {
  return (
    <section
      id="as-seen-on"
      aria-labelledby="as-seen-on-title"
      className="scroll-mt-20 border-y border-slate-100 bg-slate-50 py-12"
    >
      <div className="mx-auto max-w-7xl px-4 sm:px-6">
        <h2
          id="as-seen-on-title"
          className="text-center text-sm font-semibold uppercase tracking-wider text-slate-700"
        >
          As Seen On
        </h2>
        <LogoStrip logos={pressLogos} lazy />
      </div>
    </section>
  );
}
