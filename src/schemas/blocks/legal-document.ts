import { defineBlock } from './define';
import { anchor, flag, group, html, line, list } from './fields';

/** A table inside a section, its first column heading each row (the packages and their fees). */
const table = group('Table', {
  /** What screen readers call the scrolling area around the table ("Packages table"). */
  label: line('Name, for screen readers', 80),
  /** Read by screen readers before the table. */
  caption: line('Caption', 200),
  columns: list('Column headings', line('Heading', 80), 6).min(1, 'Add a column'),
  rows: list('Rows', list('Cells', line('Cell', 300), 6), 30),
});

const section = group('Section', {
  anchor: anchor('Anchor').min(1, 'Anchor is required'),
  title: line('Heading', 200),
  body: html('Text', 50_000),
  table: table.optional(),
  /** Text after the table. */
  after: html('Text after the table (optional)', 20_000).optional(),
  /** The company's name, address, e-mail and phone as the settings give them today. */
  contactCard: flag('End with our contact details').optional(),
});

/**
 * A policy or terms page: its title, when it took effect, an introduction, a list of contents and
 * numbered sections, each at its own anchor. The text may name site facts (`{siteName}`,
 * `{email}`), which show as the settings give them.
 */
export const legalDocumentBlock = defineBlock({
  type: 'legalDocument',
  label: 'Legal document',
  description: 'A policy or terms with a date, contents and numbered sections.',
  interactive: false,
  htmlFields: ['intro', 'sections.*.body', 'sections.*.after'],
  schema: {
    title: line('Title', 200),
    effective: group('Date', {
      /** "Last updated" or "Effective". */
      label: line('Label', 40),
      date: line('Date (YYYY-MM-DD)', 10).regex(/^\d{4}-\d{2}-\d{2}$/, 'Date must be YYYY-MM-DD'),
    }),
    intro: html('Introduction', 5000),
    sections: list('Sections', section, 40).min(1, 'Add a section'),
  },
  starter: {
    title: 'Privacy Policy',
    effective: { label: 'Last updated', date: '2025-01-01' },
    intro: '<p>This policy explains what information {siteName} collects and why.</p>',
    sections: [
      {
        anchor: 'contact',
        title: 'Contact us',
        body: '<p>If you have questions about this policy, contact:</p>',
        contactCard: true,
      },
    ],
  },
});
