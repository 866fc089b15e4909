import { defineBlock } from './define';
import { group, line, list, paragraph } from './fields';
import { sectionHeading } from './parts';

const question = group('Question', {
  question: line('Question', 200),
  answer: paragraph('Answer', 2000),
});

/** Questions that open in place to show their answers, with or without JavaScript. */
export const faqBlock = defineBlock({
  type: 'faq',
  label: 'Questions and answers',
  description: 'Questions that open in place to show their answers.',
  interactive: false,
  schema: { ...sectionHeading, items: list('Questions', question, 30) },
  starter: {
    anchor: 'faq',
    eyebrow: 'FAQ',
    title: 'Frequently asked questions',
    tone: 'tinted',
    centered: true,
    items: [
      { question: 'How long does setup take?', answer: 'Most businesses are live within a week.' },
    ],
  },
});
