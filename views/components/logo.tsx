import { usePageContext } from 'vike-react/usePageContext';

export function Logo({ inverted = false }: { inverted?: boolean }) {
  const { site } = usePageContext();
  return (
    <a
      href="/"
      className="flex items-center gap-2 font-semibold tracking-tight"
      aria-label={`${site.name} home`}
    >
      <svg viewBox="0 0 64 64" className="h-8 w-8" aria-hidden="true">
        <rect width="64" height="64" rx="14" fill={inverted ? '#fff' : '#1d4ed8'} />
        <path
          d="M20 46 32 16l12 30M24.5 36h15"
          fill="none"
          stroke={inverted ? '#1d4ed8' : '#fff'}
          strokeWidth="5"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
      <span className={inverted ? 'text-white' : 'text-slate-900'}>{site.name}</span>
    </a>
  );
}
