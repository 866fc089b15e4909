import { Button } from '../kit';

/** "Showing 21–40 of 57" with Previous and Next, for any paged admin list. */
export function ListPager({
  label,
  page,
  pageSize,
  total,
  onPage,
}: {
  /** The navigation's accessible name, e.g. "Leads pages". */
  label: string;
  page: number;
  pageSize: number;
  total: number;
  onPage: (page: number) => void;
}) {
  const pages = Math.max(1, Math.ceil(total / pageSize));
  const first = Math.min(total, page * pageSize + 1);
  const last = Math.min(total, (page + 1) * pageSize);
  return (
    <nav
      aria-label={label}
      className="mt-4 flex flex-wrap items-center justify-between gap-3 text-sm text-slate-700"
    >
      <p>
        Showing {first}–{last} of {total}
      </p>
      <div className="flex gap-2">
        <Button variant="secondary" disabled={page === 0} onClick={() => onPage(page - 1)}>
          Previous
        </Button>
        <Button variant="secondary" disabled={page + 1 >= pages} onClick={() => onPage(page + 1)}>
          Next
        </Button>
      </div>
    </nav>
  );
}
