/**
 * The back office's settings page (issue 13). The admin shell around it sets
 * the head and title and lets only administrators through; the live data
 * loads with this page only.
 */
import Container from '@mui/material/Container';
import { Page } from '../../components/page/page';
import { BackOfficeData } from '../../features/back-office/back-office-data';
import { SettingsScreen } from '../../features/settings/components/settings-screen';

export default function AdminSettingsPage() {
  return (
    <Page id="adminSettings">
      <Container maxWidth="lg" sx={{ py: { xs: 4, md: 6 } }}>
        <BackOfficeData>
          <SettingsScreen />
        </BackOfficeData>
      </Container>
    </Page>
  );
}
