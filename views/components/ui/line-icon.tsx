/** The shapes the site's buttons draw: a cross that closes, three bars that open the menu. */
const paths = {
  close: 'M6 6l12 12M18 6 6 18',
  menu: 'M4 7h16M4 12h16M4 17h16',
};

/**
 * What every line icon of the site is: drawn on a 24×24 grid in the text colour, and decorative
 * (the control or text beside it carries the name).
 */
export const lineIconFrame = {
  viewBox: '0 0 24 24',
  fill: 'none',
  stroke: 'currentColor',
  'aria-hidden': true,
} as const;

export function LineIcon({ shape, className }: { shape: keyof typeof paths; className: string }) {
  return (
    <svg {...lineIconFrame} className={className} strokeWidth="2">
      <path d={paths[shape]} />
    </svg>
  );
}
