/** The shapes the site's buttons draw: a cross that closes, three bars that open the menu. */
const paths = {
  close: 'M6 6l12 12M18 6 6 18',
  menu: 'M4 7h16M4 12h16M4 17h16',
};

/** A 24×24 line icon in the text colour; decorative, as its button carries the name. */
export function LineIcon({ shape, className }: { shape: keyof typeof paths; className: string }) {
  return (
    <svg
      viewBox="0 0 24 24"
      className={className}
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      aria-hidden="true"
    >
      <path d={paths[shape]} />
    </svg>
  );
}
