import { partnerLogos } from './data/logos';
import { LogoBand } from './logo-strip';

/** Four customer logos right under the hero. */
export function PartnersStrip() {
  return (
    <LogoBand
      id="partners"
      title="Trusted by growing businesses in real estate, home services and professional services"
      logos={partnerLogos}
      tinted={false}
      lazy={false}
    />
  );
}
