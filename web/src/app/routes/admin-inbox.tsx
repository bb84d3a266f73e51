/** The back office's inbox. */
import { BackOfficePage } from '../layout/back-office-page';
import { InboxScreen } from '../../features/inbox/components/inbox-screen';

export default function AdminInboxPage() {
  return (
    <BackOfficePage id="adminInbox">
      <InboxScreen />
    </BackOfficePage>
  );
}
