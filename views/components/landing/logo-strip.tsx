import type { Logo } from './data/logos';

/**
 * A band with a small centred heading over a row of logos, shown as images of a fixed size
 * (220 × 60 artwork shown 40 px tall).
 */
export function LogoBand({
  id,
  title,
  logos,
  tinted,
  lazy,
}: {
  id: string;
  title: string;
  logos: Logo[];
  /** The press band: on grey, its heading in capitals. */
  tinted: boolean;
  lazy: boolean;
}) {
  return (
    <section
      id={id}
      aria-labelledby={`${id}-title`}
      className={`scroll-mt-20 border-y border-slate-100 py-12 ${tinted ? 'bg-slate-50' : 'bg-white'}`}
    >
      <div className="mx-auto max-w-7xl px-4 sm:px-6">
        <h2
          id={`${id}-title`}
          className={`text-center text-sm font-semibold text-slate-700 ${tinted ? 'uppercase tracking-wider' : ''}`}
        >
          {title}
        </h2>
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
      </div>
    </section>
  );
}
