import { SettingsScreen } from '#views/components/admin/settings/settings-screen';

export default function BrandColoursPage() {
  return <SettingsScreen screen="colours" />;
}
