import { PathIcon } from '../ui/path-icon';

const quoteMark =
  'M13 8H7a3 3 0 0 0-3 3v6a3 3 0 0 0 3 3h3v1a3 3 0 0 1-3 3v3a6 6 0 0 0 6-6V8Zm15 0h-6a3 3 0 0 0-3 3v6a3 3 0 0 0 3 3h3v1a3 3 0 0 1-3 3v3a6 6 0 0 0 6-6V8Z';

export interface Testimonial {
  quote: string;
  name: string;
  title: string;
  company: string;
}

/** Client quotes with who said them (static content, SPEC §3 Testimonial). */
export function Testimonials({ testimonials }: { testimonials: readonly Testimonial[] }) {
  return (
    <ul className={`grid gap-6 ${testimonials.length > 2 ? 'lg:grid-cols-3' : 'lg:grid-cols-2'}`}>
      {testimonials.map((testimonial) => (
        <li key={testimonial.name}>
          <figure className="flex h-full flex-col rounded-2xl bg-white p-8 shadow-sm ring-1 ring-slate-200">
            <PathIcon d={quoteMark} viewBox="0 0 32 32" className="h-8 w-8 text-brand-100" />
            <blockquote className="mt-4 flex-1 text-lg leading-8 text-slate-800">
              <p>&ldquo;{testimonial.quote}&rdquo;</p>
            </blockquote>
            <figcaption className="mt-6 flex items-center gap-4">
              <span
                className="flex h-12 w-12 items-center justify-center rounded-full bg-brand-700 font-semibold text-white"
                aria-hidden="true"
              >
                {initials(testimonial.name)}
              </span>
              <span>
                <span className="block font-semibold text-slate-900">{testimonial.name}</span>
                <span className="block text-sm text-slate-700">
                  {testimonial.title}, {testimonial.company}
                </span>
              </span>
            </figcaption>
          </figure>
        </li>
      ))}
    </ul>
  );
}

function initials(name: string) {
  return name
    .split(' ')
    .map((part) => part[0])
    .join('')
    .slice(0, 2);
}
