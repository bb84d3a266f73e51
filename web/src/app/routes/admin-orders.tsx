/**
 * The back office's orders (issue 13). The admin shell around it sets the
 * head and title and lets only administrators through; the live data loads
 * with this page only.
 */
import Container from '@mui/material/Container';
import { Page } from '../../components/page/page';
import { BackOfficeData } from '../../features/back-office/back-office-data';
import { OrdersScreen } from '../../features/orders/components/orders-screen';

export default function AdminOrdersPage() {
  return (
    <Page id="adminOrders">
      <Container maxWidth="lg" sx={{ py: { xs: 4, md: 6 } }}>
        <BackOfficeData>
          <OrdersScreen />
        </BackOfficeData>
      </Container>
    </Page>
  );
}
