/** A decorative filled icon of one path, in the text colour. */
export function PathIcon({
  d,
  viewBox,
  className,
}: {
  d: string;
  viewBox: string;
  className: string;
}) {
  return (
    <svg viewBox={viewBox} className={className} fill="currentColor" aria-hidden="true">
      <path d={d} />
    </svg>
  );
}
