/** A decorative icon of one path in the text colour: line art by default, or `filled`. */
export function PathIcon({
  d,
  className,
  viewBox = '0 0 24 24',
  filled = false,
}: {
  d: string;
  className: string;
  viewBox?: string;
  filled?: boolean;
}) {
  const paint = filled
    ? { fill: 'currentColor' }
    : {
        fill: 'none',
        stroke: 'currentColor',
        strokeWidth: 2,
        strokeLinecap: 'round' as const,
        strokeLinejoin: 'round' as const,
      };
  return (
    <svg viewBox={viewBox} className={className} aria-hidden="true" {...paint}>
      <path d={d} />
    </svg>
  );
}
