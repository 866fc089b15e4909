/** Typography for stored HTML (posts and pages), which the server sanitized when it was saved. */
const prose = [
  'text-base leading-7 text-slate-700 sm:text-lg sm:leading-8',
  '[&>*+*]:mt-5',
  '[&_h2]:mt-10 [&_h2]:text-2xl [&_h2]:font-bold [&_h2]:tracking-tight [&_h2]:text-slate-900',
  '[&_h3]:mt-8 [&_h3]:text-xl [&_h3]:font-semibold [&_h3]:text-slate-900',
  '[&_h4]:mt-6 [&_h4]:font-semibold [&_h4]:text-slate-900',
  '[&_a]:font-medium [&_a]:text-brand-800 [&_a]:underline [&_a]:underline-offset-2 [&_a:hover]:text-brand-900',
  '[&_ul]:list-disc [&_ul]:pl-6 [&_ol]:list-decimal [&_ol]:pl-6 [&_li]:mt-2 [&_li]:pl-1',
  '[&_blockquote]:border-l-4 [&_blockquote]:border-brand-100 [&_blockquote]:pl-5 [&_blockquote]:italic [&_blockquote]:text-slate-600',
  '[&_strong]:font-semibold [&_strong]:text-slate-900',
  '[&_img]:h-auto [&_img]:max-w-full [&_img]:rounded-xl',
  '[&_code]:rounded [&_code]:bg-slate-100 [&_code]:px-1.5 [&_code]:py-0.5 [&_code]:text-base',
  '[&_pre]:overflow-x-auto [&_pre]:rounded-xl [&_pre]:bg-slate-900 [&_pre]:p-4 [&_pre]:text-slate-100',
  '[&_pre_code]:bg-transparent [&_pre_code]:p-0',
  '[&_table]:block [&_table]:overflow-x-auto [&_table]:text-base [&_th]:border-b [&_th]:px-3 [&_th]:py-2 [&_th]:text-left [&_td]:border-b [&_td]:border-slate-100 [&_td]:px-3 [&_td]:py-2',
  '[&_hr]:border-slate-200',
].join(' ');

export function RichText({ html }: { html: string }) {
  return <div className={prose} dangerouslySetInnerHTML={{ __html: html }} />;
}
