import type { ReactNode } from 'react';
import type { StaffLead } from '#src/schemas/wire/leads';
import { formatDateTime } from '../kit';
import { kindLabels } from './lead-labels';

type Fact = readonly [label: string, value: ReactNode];

/** Labelled values, leaving out the ones the lead does not have. */
function FactList({ title, facts }: { title: string; facts: Fact[] }) {
  const shown = facts.filter(([, value]) => value !== null && value !== undefined && value !== '');
  return (
    <section aria-label={title} className="mt-5">
      <h3 className="text-sm font-semibold uppercase tracking-wide text-slate-600">{title}</h3>
      {shown.length === 0 ? <p className="mt-2 text-sm text-slate-600">Nothing recorded.</p> : null}
      <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
        {shown.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="text-slate-600">{label}</dt>
            <dd className="break-words text-slate-900">{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

export function LeadDetails({ lead }: { lead: StaffLead }) {
  return (
    <FactList
      title="Details"
      facts={[
        [
          'Email',
          <a key="email" href={`mailto:${lead.email}`} className="text-brand-800 underline">
            {lead.email}
          </a>,
        ],
        ['Phone', lead.phone],
        ['Company', lead.company],
        ['Form', kindLabels[lead.kind]],
        ['Received', formatDateTime(lead.createdAt)],
        [
          'Message',
          <span key="message" className="whitespace-pre-line">
            {lead.message}
          </span>,
        ],
        ['Lost because', lead.lostReason],
        ['Kept as spam', lead.spamReason],
      ]}
    />
  );
}

const present = (yes: boolean) => (yes ? 'Present' : null);

export function FirstTouch({ lead }: { lead: StaffLead }) {
  return (
    <FactList
      title="First touch"
      facts={[
        ['Source', lead.source],
        ['Medium', lead.utmMedium],
        ['Campaign', lead.utmCampaign],
        ['Term', lead.utmTerm],
        ['Content', lead.utmContent],
        ['Google click id', present(lead.hasGclid)],
        ['Facebook click id', present(lead.hasFbclid)],
        ['Referrer', lead.referrer],
        ['Landing page', lead.landingPath],
        ['Sent from', lead.sourcePath],
      ]}
    />
  );
}
