/** What an editor shows instead of a form: a missing item, or one this person may not change. */
export function AdminNotice({
  title,
  message,
  backHref,
  backLabel,
}: {
  title: string;
  message: string;
  backHref: string;
  backLabel: string;
}) {
  return (
    <section className="mx-auto max-w-lg rounded-xl border border-slate-200 bg-white p-8 text-center">
      <h1 className="text-2xl font-bold text-slate-900">{title}</h1>
      <p className="mt-3 text-slate-600">{message}</p>
      <a
        href={backHref}
        className="mt-6 inline-block rounded-md bg-brand-700 px-4 py-2 font-semibold text-white"
      >
        {backLabel}
      </a>
    </section>
  );
}
