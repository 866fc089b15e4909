import type { CSSProperties } from 'react';
import { contrastRatio, minimumTextContrast, themeVariables } from '#src/config/theme';
import type { ThemeSettings } from '#src/schemas/site-settings';

/** A piece of the public site drawn with the chosen colours. */
export function ColourPreview({ theme }: { theme: ThemeSettings }) {
  const variables = themeVariables(theme) as CSSProperties;
  return (
    <div style={variables} data-testid="colour-preview" className="overflow-hidden rounded-lg">
      <div className="bg-gradient-to-br from-brand-50 to-white p-6">
        <p className="border-l-4 border-accent-500 pl-2 text-sm font-semibold uppercase tracking-wide text-slate-700">
          AI receptionist
        </p>
        <p className="mt-2 text-2xl font-bold text-brand-900">Answer every call, 24/7</p>
        <p className="mt-2 text-slate-700">
          Ava picks up, captures the lead and books the appointment.{' '}
          <span className="font-medium text-brand-800 underline">Learn about Ava</span>
        </p>
        <div className="mt-4 flex flex-wrap gap-3">
          <span className="rounded-lg bg-brand-700 px-4 py-2 font-semibold text-white">
            Book a Call
          </span>
          <span className="rounded-lg border border-brand-100 bg-white px-4 py-2 font-semibold text-brand-800">
            Contact Us
          </span>
        </div>
      </div>
      <div className="flex items-center gap-3 bg-brand-900 px-6 py-4 text-brand-50">
        <span aria-hidden="true" className="h-3 w-3 rounded-full bg-accent-500" />
        91% of small businesses see revenue growth within 3 months
      </div>
    </div>
  );
}

/** Whether white text stays readable on the chosen primary colour. */
export function ContrastNote({ primaryColor }: { primaryColor: string }) {
  const ratio = contrastRatio(primaryColor, '#ffffff');
  const readable = ratio >= minimumTextContrast;
  return (
    <p
      role="status"
      className={`rounded-lg border p-3 text-sm ${readable ? 'border-green-200 bg-green-50 text-green-900' : 'border-amber-300 bg-amber-50 text-amber-900'}`}
    >
      {readable
        ? `White text on the primary colour has a contrast of ${ratio.toFixed(1)}:1, readable for everyone (WCAG needs ${minimumTextContrast}:1).`
        : `Warning: white text on the primary colour has a contrast of only ${ratio.toFixed(1)}:1; WCAG needs at least ${minimumTextContrast}:1. Choose a darker primary colour so buttons stay readable.`}
    </p>
  );
}
