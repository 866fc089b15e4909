import { SettingsScreen } from '#views/components/admin/settings/settings-screen';

export default function SettingsPage() {
  return <SettingsScreen screen="site" />;
}
