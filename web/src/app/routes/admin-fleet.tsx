/** The back office's fleet editor. */
import { BackOfficePage } from '../layout/back-office-page';
import { FleetScreen } from '../../features/fleet-editor/components/fleet-screen';

export default function AdminFleetPage() {
  return (
    <BackOfficePage id="adminFleet" width="xl">
      <FleetScreen />
    </BackOfficePage>
  );
}
