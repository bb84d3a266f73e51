/**
 * The car manager. The admin shell around it sets the head and
 * title and lets only administrators through.
 */
import Container from '@mui/material/Container';
import { Page } from '../../components/page/page';
import { useAuth } from '../../features/auth/use-auth';
import { CarManager } from '../../features/car-manager/components/car-manager';
import { useLang } from '../../hooks/use-route-info';

export default function AdminCarsPage() {
  const lang = useLang();
  const { user } = useAuth({ immediate: true });
  return (
    <Page id="adminCars">
      <Container maxWidth="lg" sx={{ py: { xs: 4, md: 6 } }}>
        <CarManager lang={lang} currentUid={user?.uid ?? ''} />
      </Container>
    </Page>
  );
}
