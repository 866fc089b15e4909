import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { leadInputSchema } from '#src/schemas/leads';
import { useHydrated } from '../hooks/use-hydrated';
import { toast } from './ui/toast';

type LeadFormValues = z.input<typeof leadInputSchema>;
type LeadPayload = z.output<typeof leadInputSchema>;

export const leadMessages = {
  sentTitle: 'Request sent',
  sentDescription: 'Thank you! We received your request and will get back to you shortly.',
  unreachable: 'We could not reach our server. Please try again or call us.',
} as const;

const fieldNames = ['name', 'email', 'phone', 'company', 'message'] as const;

const fieldClass =
  'mt-1 block w-full rounded-lg border border-slate-300 px-3 py-2 text-slate-900 focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-100';

/**
 * Our own contact/booking form, used where no hosted widget is configured: the request is
 * stored as a lead (POST /api/leads) for staff to follow up.
 */
export function LeadForm({ kind }: { kind: 'contact' | 'booking' | 'quote' }) {
  // Unique per form: /contact shows one, and the header's Contact Us dialog can open another.
  const idPrefix = `${kind}${useId()}`;
  const [sent, setSent] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<LeadFormValues, unknown, LeadPayload>({
    resolver: zodResolver(leadInputSchema),
    defaultValues: { kind, name: '', email: '', phone: '', company: '', message: '' },
  });

  const hydrated = useHydrated();

  const submit = handleSubmit(async (values) => {
    setFailure(null);
    try {
      const response = await fetch('/api/leads', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
        credentials: 'include',
        body: JSON.stringify({ ...values, kind, sourcePath: window.location.pathname }),
      });
      if (!response.ok) {
        // The form keeps what the visitor typed; the server's reasons go beside the fields.
        const body = (await response.json().catch(() => null)) as {
          message?: string;
          errors?: Record<string, string>;
        } | null;
        for (const field of fieldNames) {
          const message = body?.errors?.[field];
          if (message) setError(field, { message });
        }
        setFailure(body?.message ?? `${response.status}: ${response.statusText}`);
        return;
      }
      setSent(true);
      toast({ title: leadMessages.sentTitle, description: leadMessages.sentDescription });
    } catch {
      setFailure(leadMessages.unreachable);
    }
  });

  if (sent) {
    return (
      <p role="status" className="rounded-lg bg-accent-500/10 p-4 text-slate-800">
        {leadMessages.sentDescription}
      </p>
    );
  }

  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      <div>
        <label htmlFor={`${idPrefix}-name`} className="text-sm font-medium text-slate-800">
          Name
        </label>
        <input
          id={`${idPrefix}-name`}
          type="text"
          className={fieldClass}
          autoComplete="name"
          {...register('name')}
        />
        {errors.name && <p className="mt-1 text-sm text-red-600">{errors.name.message}</p>}
      </div>
      <div>
        <label htmlFor={`${idPrefix}-email`} className="text-sm font-medium text-slate-800">
          Email
        </label>
        <input
          id={`${idPrefix}-email`}
          type="email"
          className={fieldClass}
          autoComplete="email"
          {...register('email')}
        />
        {errors.email && <p className="mt-1 text-sm text-red-600">{errors.email.message}</p>}
      </div>
      <div>
        <label htmlFor={`${idPrefix}-phone`} className="text-sm font-medium text-slate-800">
          Phone (optional)
        </label>
        <input
          id={`${idPrefix}-phone`}
          type="tel"
          className={fieldClass}
          autoComplete="tel"
          {...register('phone')}
        />
        {errors.phone && <p className="mt-1 text-sm text-red-600">{errors.phone.message}</p>}
      </div>
      <div>
        <label htmlFor={`${idPrefix}-company`} className="text-sm font-medium text-slate-800">
          Company (optional)
        </label>
        <input
          id={`${idPrefix}-company`}
          type="text"
          className={fieldClass}
          autoComplete="organization"
          {...register('company')}
        />
        {errors.company && <p className="mt-1 text-sm text-red-600">{errors.company.message}</p>}
      </div>
      <div>
        <label htmlFor={`${idPrefix}-message`} className="text-sm font-medium text-slate-800">
          {kind === 'booking'
            ? 'When suits you, and what would you like to discuss?'
            : 'How can we help?'}
        </label>
        <textarea
          id={`${idPrefix}-message`}
          rows={4}
          className={fieldClass}
          {...register('message')}
        />
        {errors.message && <p className="mt-1 text-sm text-red-600">{errors.message.message}</p>}
      </div>
      {failure && (
        <p role="alert" className="text-sm text-red-600">
          {failure}
        </p>
      )}
      <button
        type="submit"
        disabled={isSubmitting || !hydrated}
        className="w-full rounded-lg bg-brand-700 px-5 py-3 font-semibold text-white hover:bg-brand-800 disabled:opacity-60"
      >
        {isSubmitting ? 'Sending...' : kind === 'booking' ? 'Request a Call' : 'Send Message'}
      </button>
    </form>
  );
}
