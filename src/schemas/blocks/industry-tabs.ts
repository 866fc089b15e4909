import { defineBlock } from './define';
import { action, anchor, group, line, list, paragraph } from './fields';
import { sectionAnchor, sectionHeading } from './section-parts';

const industryTab = group('Tab', {
  /** Names the tab (`real-estate`); letters, digits and dashes. */
  value: anchor('Tab id').min(1, 'Tab id is required'),
  label: line('Tab label', 60),
  title: line('Title', 160),
  description: paragraph('Description', 600),
  useCases: list('Points', line('Point', 160), 8),
  action: action('Button'),
});

/** The industries served, one tab each; the first is open at first. */
export const industryTabsBlock = defineBlock({
  type: 'industryTabs',
  label: 'Industry tabs',
  description: 'A heading over tabs, one per industry, each with its points and a button.',
  interactive: true,
  schema: {
    anchor: sectionAnchor,
    heading: sectionHeading,
    tabsLabel: line('Name of the tab list (for screen readers)', 80),
    tabs: list('Tabs', industryTab, 6).min(1, 'Add at least one tab'),
  },
  starter: {
    heading: {
      eyebrow: 'Who We Help',
      title: 'Built for the Businesses That Run on Calls',
      intro: 'Here is what Ava and our automations do for your industry.',
    },
    tabsLabel: 'Industries',
    tabs: [
      {
        value: 'real-estate',
        label: 'Real Estate',
        title: 'Never Miss a Buyer or Seller Again',
        description: 'Ava answers every inquiry and books the appointment.',
        useCases: ['Schedules showings and listing appointments'],
        action: {
          label: 'See Ava for Real Estate',
          href: '/solutions/ai-voice-receptionists#real-estate',
        },
      },
    ],
  },
});
