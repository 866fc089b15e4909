import { useId, useState } from 'react';
import { usePageContext } from 'vike-react/usePageContext';
import type { z } from 'zod';
import { track } from '#src/content/track';
import { readFirstTouch } from '#src/content/first-touch';
import { leadFormSchema } from '#src/schemas/leads';
import {
  FieldList,
  FormFailure,
  TextAreaField,
  type FieldSpec,
  useZodForm,
} from './auth/form-field';
import { PageForm, usePageFormOutcome } from './page-form';
import { toast } from './ui/toast';

type LeadKind = 'contact' | 'booking' | 'quote';
type LeadPayload = z.output<typeof leadFormSchema>;

export const leadMessages = {
  sentTitle: 'Request sent',
  sentDescription: 'Thank you! We received your request and will get back to you shortly.',
  unreachable: 'We could not reach our server. Please try again or call us.',
  checkFailed: 'The spam check could not finish. Please send again or call us.',
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

/** What the form adds to what the visitor typed: its kind and campaign, the hidden field. */
interface LeadExtras {
  kind: LeadKind;
  campaign: string | undefined;
  /** The hidden field, filled only by bots. */
  website: string;
}

/**
 * Stores the request as a lead, with the page it was sent from, the visit's first touch, the
 * form's extras and the time since the page began loading (a bot sends within moments); null
 * when it was stored, the refusal when it was not.
 */
async function sendLead(
  values: LeadPayload,
  extras: LeadExtras,
  altcha: object | undefined,
): Promise<Refusal | null> {
  const response = await fetch('/api/leads', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
    credentials: 'include',
    body: JSON.stringify({
      ...values,
      ...extras,
      sourcePath: window.location.pathname,
      attribution: readFirstTouch(),
      fillMs: Math.round(performance.now()),
      altcha,
    }),
  });
  if (response.ok) return null;
  const body = (await response.json().catch(() => null)) as Partial<Refusal> | null;
  return {
    message: body?.message ?? `${response.status}: ${response.statusText}`,
    errors: body?.errors ?? {},
  };
}

/**
 * The solved check when the site asks for one (its code loads only then, and the button says
 * so meanwhile); `failed` when it could not be solved.
 */
async function passCheck(
  asked: boolean,
  setChecking: (checking: boolean) => void,
): Promise<object | undefined | 'failed'> {
  if (!asked) return undefined;
  setChecking(true);
  try {
    const { solveLeadChallenge } = await import('./lead-challenge-solver');
    return await solveLeadChallenge();
  } catch {
    return 'failed';
  } finally {
    setChecking(false);
  }
}

/**
 * Sends the lead, with the check when the page knows the site asks for one. A page from before
 * an admin turned the check on learns it from the refusal and sends once more, checked.
 */
async function sendChecked(
  send: (altcha: object | undefined) => Promise<Refusal | null>,
  asked: boolean,
  setChecking: (checking: boolean) => void,
): Promise<Refusal | null | 'check failed'> {
  const altcha = await passCheck(asked, setChecking);
  if (altcha === 'failed') return 'check failed';
  const refusal = await send(altcha);
  if (asked || !refusal?.errors.altcha) return refusal;
  return sendChecked(send, true, setChecking);
}

function submitLabel(kind: LeadKind, checking: boolean, sending: boolean) {
  if (checking) return 'Checking…';
  if (sending) return 'Sending...';
  return kind === 'booking' ? 'Request a Call' : 'Send Message';
}

/** A field people neither see nor reach with the keyboard; whatever fills it is a bot. */
function Honeypot({ id }: { id: string }) {
  return (
    <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
      <label htmlFor={id}>Leave this field empty</label>
      <input id={id} name="website" type="text" tabIndex={-1} autoComplete="off" />
    </div>
  );
}

/** Thanks, in place of the form: the redirect after a post without scripts comes back to `id`. */
function SentNotice({ id }: { id: string }) {
  return (
    <p id={id} role="status" className="rounded-lg bg-accent-500/10 p-4 text-slate-800">
      {leadMessages.sentDescription}
    </p>
  );
}

/** The request kind and campaign, sent with the form whether scripts run or not. */
function HiddenFields({ kind, campaign }: { kind: LeadKind; campaign: string | undefined }) {
  return (
    <>
      <input type="hidden" name="kind" value={kind} />
      {campaign ? <input type="hidden" name="campaign" value={campaign} /> : null}
    </>
  );
}

/**
 * Our own contact/booking form, used where no hosted widget is configured: the request is
 * stored as a lead (POST /api/leads) for staff to follow up. Without scripts it is posted to
 * its page (src/page-forms.ts), which comes back to it. `campaign` (at most 100 characters)
 * labels the leads it sends when the visit's own link names no campaign.
 */
export function LeadForm({ kind, campaign }: { kind: LeadKind; campaign?: string }) {
  // Unique per form: /contact shows one, and the header's Contact Us dialog can open another.
  const idPrefix = `${kind}${useId()}`;
  const posted = usePageFormOutcome('lead');
  const outcome = posted?.values.kind === kind ? posted : null;
  const [sent, setSent] = useState(!!outcome?.accepted);
  const [checking, setChecking] = useState(false);
  const { site } = usePageContext();
  const form = useZodForm(
    leadFormSchema,
    { kind, name: '', email: '', phone: '', company: '', message: '' },
    outcome,
  );

  const submit = form.handleSubmit(async (values, event) => {
    const sentForm = event?.target instanceof HTMLFormElement ? event.target : null;
    const website = String(sentForm ? (new FormData(sentForm).get('website') ?? '') : '');
    form.setFailure(null);
    try {
      const extras = { kind, campaign, website };
      const send = (altcha: object | undefined) => sendLead(values, extras, altcha);
      const refusal = await sendChecked(send, site.spamChallenge, setChecking);
      if (refusal === 'check failed') {
        form.setFailure(leadMessages.checkFailed);
        return;
      }
      if (refusal) {
        // The form keeps what the visitor typed; the server's reasons go beside the fields.
        form.showFieldErrors(refusal.errors);
        form.setFailure(refusal.message);
        return;
      }
      setSent(true);
      track('lead', { kind });
      toast({ title: leadMessages.sentTitle, description: leadMessages.sentDescription });
    } catch {
      form.setFailure(leadMessages.unreachable);
    }
  });

  if (sent) return <SentNotice id={idPrefix} />;

  const { isSubmitting } = form.formState;
  return (
    <PageForm
      intent="lead"
      id={idPrefix}
      anchor={idPrefix}
      onSubmit={submit}
      noValidate
      className="relative space-y-4"
    >
      <HiddenFields kind={kind} campaign={campaign} />
      <Honeypot id={`${idPrefix}-website`} />
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
        disabled={isSubmitting}
        className="w-full rounded-lg bg-brand-700 px-5 py-3 font-semibold text-white hover:bg-brand-800 disabled:opacity-60"
      >
        {submitLabel(kind, checking, isSubmitting)}
      </button>
    </PageForm>
  );
}
