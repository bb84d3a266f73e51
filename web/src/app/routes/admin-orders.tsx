/** The back office's orders. */
import { BackOfficePage } from '../layout/back-office-page';
import { OrdersScreen } from '../../features/orders/components/orders-screen';

export default function AdminOrdersPage() {
  return (
    <BackOfficePage id="adminOrders">
      <OrdersScreen />
    </BackOfficePage>
  );
}
