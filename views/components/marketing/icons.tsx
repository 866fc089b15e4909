import type { IconName } from '#src/schemas/blocks/icon-names';

/** Line icons drawn on a 24 × 24 grid; they are decorative, so screen readers skip them. */
const paths: Record<IconName, readonly string[]> = {
  phone: [
    'M5 3.5h3.2l1.6 4.6-2.2 1.5a12 12 0 0 0 6.8 6.8l1.5-2.2 4.6 1.6v3.2a2 2 0 0 1-2.2 2A17 17 0 0 1 3 5.7a2 2 0 0 1 2-2.2Z',
  ],
  calendar: [
    'M4 6.5a1.5 1.5 0 0 1 1.5-1.5h13A1.5 1.5 0 0 1 20 6.5v12a1.5 1.5 0 0 1-1.5 1.5h-13A1.5 1.5 0 0 1 4 18.5Z',
    'M4 10h16M8 3v4M16 3v4M8.5 14.5l2 2 4-4',
  ],
  chat: [
    'M4 5.5A1.5 1.5 0 0 1 5.5 4h13A1.5 1.5 0 0 1 20 5.5v9a1.5 1.5 0 0 1-1.5 1.5H10l-4.5 4V16H5.5A1.5 1.5 0 0 1 4 14.5Z',
    'M8 9h8M8 12h5',
  ],
  star: ['m12 3.5 2.6 5.3 5.9.9-4.3 4.1 1 5.8L12 16.9l-5.2 2.7 1-5.8-4.3-4.1 5.9-.9Z'],
  clock: ['M12 3a9 9 0 1 1 0 18 9 9 0 0 1 0-18Z', 'M12 7v5l3.5 2'],
  shield: ['M12 3 5 5.5v5.8c0 4.4 2.9 8 7 9.7 4.1-1.7 7-5.3 7-9.7V5.5Z', 'm9 12 2 2 4-4'],
  chart: ['M4 20h16', 'M6 16v-4M10 16V8M14 16v-6M18 16V5'],
  flow: ['M4 4h6v5H4ZM14 15h6v5h-6ZM14 4h6v5h-6Z', 'M10 6.5h4M17 9v6M7 9v5.5a2 2 0 0 0 2 2h5'],
  users: [
    'M9 11a3.5 3.5 0 1 0 0-7 3.5 3.5 0 0 0 0 7ZM2.5 20a6.5 6.5 0 0 1 13 0',
    'M16 4.3a3.5 3.5 0 0 1 0 6.4M18 14.2a6.5 6.5 0 0 1 3.5 5.8',
  ],
  check: ['m5 12.5 4.5 4.5L19 7.5'],
  bulb: [
    'M9 18h6M10 21h4',
    'M12 3a6 6 0 0 0-3.6 10.8c.7.6 1.1 1.3 1.1 2.2h5c0-.9.4-1.6 1.1-2.2A6 6 0 0 0 12 3Z',
  ],
  home: ['M3.5 11 12 4l8.5 7', 'M6 9.5V20h12V9.5M10 20v-5h4v5'],
  wrench: [
    'M14.5 4a4.5 4.5 0 0 0-4.2 6.1L4 16.4 7.6 20l6.3-6.3A4.5 4.5 0 0 0 20 9.5l-2.8 2.8-3-.5-.5-3L16.5 6a4.5 4.5 0 0 0-2-2Z',
  ],
  briefcase: ['M4 8h16v11H4Z', 'M9 8V5.5h6V8M4 13h16'],
  document: ['M6 3h8l4 4v14H6Z', 'M14 3v4h4M9 12h6M9 16h6'],
  target: [
    'M12 3a9 9 0 1 1 0 18 9 9 0 0 1 0-18Z',
    'M12 7.5a4.5 4.5 0 1 1 0 9 4.5 4.5 0 0 1 0-9ZM12 11.5v1',
  ],
  alert: ['M12 4 2.5 20h19Z', 'M12 10v4.5M12 17.5v.5'],
  sparkles: [
    'M12 3l1.8 5.2L19 10l-5.2 1.8L12 17l-1.8-5.2L5 10l5.2-1.8Z',
    'M19 15l.8 2.2L22 18l-2.2.8L19 21l-.8-2.2L16 18l2.2-.8Z',
  ],
  inbox: ['M4 13.5 6.5 5h11l2.5 8.5V19H4Z', 'M4 13.5h4.5l1 2h5l1-2H20'],
  link: [
    'M10 14a4 4 0 0 0 5.7 0l3-3a4 4 0 0 0-5.7-5.7l-1 1',
    'M14 10a4 4 0 0 0-5.7 0l-3 3a4 4 0 0 0 5.7 5.7l1-1',
  ],
  mail: [
    'M3.5 6.5A1.5 1.5 0 0 1 5 5h14a1.5 1.5 0 0 1 1.5 1.5v11A1.5 1.5 0 0 1 19 19H5a1.5 1.5 0 0 1-1.5-1.5Z',
    'm4 7 8 6 8-6',
  ],
  pin: [
    'M12 21s-7-6.2-7-11.5a7 7 0 0 1 14 0C19 14.8 12 21 12 21Z',
    'M12 12a2.5 2.5 0 1 0 0-5 2.5 2.5 0 0 0 0 5Z',
  ],
};

export function Icon({ name, className = 'h-6 w-6' }: { name: IconName; className?: string }) {
  return (
    <svg
      viewBox="0 0 24 24"
      className={className}
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      {paths[name].map((d) => (
        <path key={d} d={d} />
      ))}
    </svg>
  );
}
