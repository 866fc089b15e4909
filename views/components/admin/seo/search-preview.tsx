import { usePageContext } from 'vike-react/usePageContext';
import { Panel } from '../kit';

/** Roughly how a search engine lists the page with the tags being written. */
export function SearchPreview({
  path,
  label,
  title,
  description,
}: {
  path: string;
  label: string;
  title: string;
  description: string;
}) {
  const { site } = usePageContext();
  const previewUrl = `${site.url}${path === '/' ? '' : path}`;
  return (
    <Panel title="Search result preview">
      <div className="max-w-xl" data-testid="search-preview">
        <p className="truncate text-sm text-slate-700">{previewUrl}</p>
        <p className="mt-1 truncate text-xl text-[#1a0dab]">
          {title.trim() || `${label} | ${site.name}`}
        </p>
        <p className="mt-1 line-clamp-2 text-sm text-slate-700">
          {description.trim() || "The page's own description is shown."}
        </p>
      </div>
      {!title.trim() ? (
        <p className="mt-3 text-xs text-slate-600">
          Without a title override the page keeps its own title; the preview shows an approximation.
        </p>
      ) : null}
    </Panel>
  );
}
