import type { ReactNode } from 'react';
import type { SectionHeading } from '#src/schemas/blocks/parts';
import { Section } from '../marketing/section';

/**
 * A block's section with the heading its data gives; without an anchor of its own, the section
 * is named after the block.
 */
export function BlockSection({
  heading,
  blockId,
  children,
}: {
  heading: SectionHeading;
  blockId: string;
  children: ReactNode;
}) {
  return (
    <Section
      id={heading.anchor || `section-${blockId}`}
      eyebrow={heading.eyebrow}
      title={heading.title}
      intro={heading.intro}
      tone={heading.tone}
      centered={heading.centered}
    >
      {children}
    </Section>
  );
}
