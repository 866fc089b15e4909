/** Shared looks for links and buttons styled as buttons, so every call to action matches. */
const base =
  'inline-flex items-center justify-center gap-2 rounded-lg px-6 py-3 text-center font-semibold transition-colors focus-visible:outline-2 focus-visible:outline-offset-2';

export const buttonClass = {
  primary: `${base} bg-brand-700 text-white shadow-sm hover:bg-brand-800 focus-visible:outline-brand-700`,
  secondary: `${base} bg-white text-brand-800 ring-1 ring-brand-100 hover:bg-brand-50 focus-visible:outline-brand-700`,
  /** On dark (brand-900) backgrounds. */
  light: `${base} bg-white text-brand-900 hover:bg-brand-50 focus-visible:outline-white`,
  lightOutline: `${base} text-white ring-1 ring-white/70 hover:bg-white/10 focus-visible:outline-white`,
} as const;
