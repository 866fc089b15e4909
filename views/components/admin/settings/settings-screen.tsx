import { useApiQuery } from '../data/queries';
import { adminKeys } from '../data/query-keys';
import { buttonStyle, PageHeading, QueryState, Skeleton } from '../kit';
import { ColoursForm, type ThemeAnswer } from './colours-form';
import type { SettingsAnswer } from './settings-fields';
import { SecuritySettings } from './security-settings';
import { SettingsForm } from './settings-form';

function SiteSettings() {
  const site = useApiQuery<SettingsAnswer>(adminKeys.settings.detail('site'), '/api/settings/site');
  return (
    <>
      <QueryState query={site}>{(answer) => <SettingsForm answer={answer} />}</QueryState>
      <SecuritySettings />
    </>
  );
}

function BrandColours() {
  const theme = useApiQuery<ThemeAnswer>(adminKeys.theme.detail('site'), '/api/settings/theme');
  return (
    <QueryState query={theme} placeholder={<Skeleton />}>
      {(answer) => <ColoursForm answer={answer} />}
    </QueryState>
  );
}

/** The settings screens: each names itself, links to the other, and loads its own form. */
const screens = {
  site: {
    title: 'Settings',
    description: 'The company details, forms and links the public site shows.',
    other: { href: '/admin/settings/colors', label: 'Brand colours' },
    Body: SiteSettings,
  },
  colours: {
    title: 'Brand colours',
    description: "The colours of the public site's buttons, links and highlights.",
    other: { href: '/admin/settings', label: 'Settings' },
    Body: BrandColours,
  },
} as const;

export function SettingsScreen({ screen }: { screen: keyof typeof screens }) {
  const { title, description, other, Body } = screens[screen];
  return (
    <>
      <PageHeading
        title={title}
        description={description}
        actions={
          <a href={other.href} className={buttonStyle('secondary')}>
            {other.label}
          </a>
        }
      />
      <Body />
    </>
  );
}
