import { pressLogos } from './data/press-logos';
import { LogoBand } from './logo-strip';

/** Publications that have featured us. */
export function AsSeenOnStrip() {
  return <LogoBand id="as-seen-on" title="As Seen On" logos={pressLogos} tinted lazy />;
}
