import type { Logo } from './data/logos';

/** A row of logos as images of a fixed size (220 × 60 artwork shown 40 px tall). */
export function LogoStrip({ logos, lazy }: { logos: Logo[]; lazy: boolean }) {
  return (
    <ul className="mt-8 grid grid-cols-2 items-center justify-items-center gap-x-6 gap-y-8 lg:grid-cols-4">
      {logos.map((logo) => (
        <li key={logo.name}>
          <img
            src={logo.src}
            alt={logo.name}
            width={220}
            height={60}
            loading={lazy ? 'lazy' : undefined}
            decoding="async"
            className="h-10 w-auto sm:h-12"
          />
        </li>
      ))}
    </ul>
  );
}
