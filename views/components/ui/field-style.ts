/** The look of a text input or text area, red while its value is refused. */
export function fieldControlClass(invalid: boolean): string {
  return `mt-1 block w-full rounded-lg border px-3 py-2 text-slate-900 focus:outline-none focus:ring-2 focus:ring-brand-100 ${
    invalid ? 'border-red-600' : 'border-slate-300 focus:border-brand-600'
  }`;
}
