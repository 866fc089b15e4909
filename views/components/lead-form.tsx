import { useId, useState } from 'react';
import type { z } from 'zod';
import { leadInputSchema } from '#src/schemas/leads';
import { useHydrated } from '../hooks/use-hydrated';
import {
  FieldList,
  FormFailure,
  TextAreaField,
  type FieldSpec,
  useZodForm,
} from './auth/form-field';
import { toast } from './ui/toast';

type LeadKind = 'contact' | 'booking' | 'quote';
type LeadPayload = z.output<typeof leadInputSchema>;

export const leadMessages = {
  sentTitle: 'Request sent',
  sentDescription: 'Thank you! We received your request and will get back to you shortly.',
  unreachable: 'We could not reach our server. Please try again or call us.',
} as const;

const contactFields: readonly FieldSpec<'name' | 'email' | 'phone' | 'company'>[] = [
  { name: 'name', label: 'Name', autoComplete: 'name' },
  { name: 'email', label: 'Email', type: 'email', autoComplete: 'email' },
  { name: 'phone', label: 'Phone (optional)', type: 'tel', autoComplete: 'tel' },
  { name: 'company', label: 'Company (optional)', autoComplete: 'organization' },
];

/** The server's refusal: its message, and its reasons by field. */
interface Refusal {
  message: string;
  errors: Partial<Record<string, string>>;
}

/** Stores the request as a lead; null when it was, the refusal when it was not. */
async function sendLead(values: LeadPayload, kind: LeadKind): Promise<Refusal | null> {
  const response = await fetch('/api/leads', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
    credentials: 'include',
    body: JSON.stringify({ ...values, kind, sourcePath: window.location.pathname }),
  });
  if (response.ok) return null;
  const body = (await response.json().catch(() => null)) as Partial<Refusal> | null;
  return {
    message: body?.message ?? `${response.status}: ${response.statusText}`,
    errors: body?.errors ?? {},
  };
}

/**
 * Our own contact/booking form, used where no hosted widget is configured: the request is
 * stored as a lead (POST /api/leads) for staff to follow up.
 */
export function LeadForm({ kind }: { kind: LeadKind }) {
  // Unique per form: /contact shows one, and the header's Contact Us dialog can open another.
  const idPrefix = `${kind}${useId()}`;
  const [sent, setSent] = useState(false);
  const hydrated = useHydrated();
  const form = useZodForm(leadInputSchema, {
    kind,
    name: '',
    email: '',
    phone: '',
    company: '',
    message: '',
  });

  const submit = form.handleSubmit(async (values) => {
    form.setFailure(null);
    try {
      const refusal = await sendLead(values, kind);
      if (refusal) {
        // The form keeps what the visitor typed; the server's reasons go beside the fields.
        form.showFieldErrors(refusal.errors);
        form.setFailure(refusal.message);
        return;
      }
      setSent(true);
      toast({ title: leadMessages.sentTitle, description: leadMessages.sentDescription });
    } catch {
      form.setFailure(leadMessages.unreachable);
    }
  });

  if (sent) {
    return (
      <p role="status" className="rounded-lg bg-accent-500/10 p-4 text-slate-800">
        {leadMessages.sentDescription}
      </p>
    );
  }

  const { isSubmitting } = form.formState;
  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      <FieldList idPrefix={idPrefix} fields={contactFields} field={form.field} />
      <TextAreaField
        id={`${idPrefix}-message`}
        label={
          kind === 'booking'
            ? 'When suits you, and what would you like to discuss?'
            : 'How can we help?'
        }
        rows={4}
        {...form.field('message')}
      />
      <FormFailure message={form.failure} />
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
