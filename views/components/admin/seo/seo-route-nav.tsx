import { seoRoutes } from '#src/schemas/seo';

/** The public pages an override can replace tags of; `Custom` marks those that have one. */
export function SeoRouteNav({
  current,
  overridden,
  onChoose,
}: {
  current: string;
  overridden: Set<string>;
  onChoose: (path: string) => void;
}) {
  return (
    <nav aria-label="Public pages">
      <ul className="space-y-1">
        {seoRoutes.map((item) => (
          <li key={item.path}>
            <button
              type="button"
              onClick={() => onChoose(item.path)}
              aria-current={item.path === current ? 'true' : undefined}
              className="flex w-full items-center justify-between gap-2 rounded-md px-3 py-2 text-left text-sm text-slate-800 hover:bg-white aria-[current=true]:bg-white aria-[current=true]:font-semibold aria-[current=true]:shadow-sm"
            >
              <span>
                {item.label}
                <span className="block text-xs font-normal text-slate-600">{item.path}</span>
              </span>
              {overridden.has(item.path) ? (
                <span className="rounded-full bg-brand-50 px-2 py-0.5 text-xs font-medium text-brand-800">
                  Custom
                </span>
              ) : null}
            </button>
          </li>
        ))}
      </ul>
    </nav>
  );
}
