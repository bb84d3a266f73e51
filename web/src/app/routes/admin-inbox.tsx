/**
 * The back office's inbox (issue 13). The admin shell around it sets the
 * head and title and lets only administrators through; the live data loads
 * with this page only.
 */
import Container from '@mui/material/Container';
import { Page } from '../../components/page/page';
import { BackOfficeData } from '../../features/back-office/back-office-data';
import { InboxScreen } from '../../features/inbox/components/inbox-screen';

export default function AdminInboxPage() {
  return (
    <Page id="adminInbox">
      <Container maxWidth="lg" sx={{ py: { xs: 4, md: 6 } }}>
        <BackOfficeData>
          <InboxScreen />
        </BackOfficeData>
      </Container>
    </Page>
  );
}
