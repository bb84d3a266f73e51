/** The back office's settings page. */
import { BackOfficePage } from '../layout/back-office-page';
import { SettingsScreen } from '../../features/settings/components/settings-screen';

export default function AdminSettingsPage() {
  return (
    <BackOfficePage id="adminSettings">
      <SettingsScreen />
    </BackOfficePage>
  );
}
