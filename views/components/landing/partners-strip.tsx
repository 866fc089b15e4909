import { partnerLogos } from './data/logos';
import { LogoStrip } from './logo-strip';

/** Four customer logos right under the hero. */
export function PartnersStrip() {
  return (
    <section
      id="partners"
      aria-labelledby="partners-title"
      className="scroll-mt-20 border-y border-slate-100 bg-white py-12"
    >
      <div className="mx-auto max-w-7xl px-4 sm:px-6">
        <h2 id="partners-title" className="text-center text-sm font-semibold text-slate-700">
          Trusted by growing businesses in real estate, home services and professional services
        </h2>
        <LogoStrip logos={partnerLogos} lazy={false} />
      </div>
    </section>
  );
}
