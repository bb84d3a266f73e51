/**
 * The admin panel. The admin shell around it sets the head and
 * title and lets only administrators through, so a signed-in admin is known here.
 */
import Container from '@mui/material/Container';
import { Page } from '../../components/page/page';
import { AdminPanel } from '../../features/admin/components/admin-panel';
import { useAuth } from '../../features/auth/use-auth';

export default function AdminPage() {
  const { user } = useAuth({ immediate: true });
  return (
    <Page id="admin">
      <Container maxWidth="lg" sx={{ py: { xs: 4, md: 6 } }}>
        <AdminPanel currentUid={user?.uid ?? ''} />
      </Container>
    </Page>
  );
}
