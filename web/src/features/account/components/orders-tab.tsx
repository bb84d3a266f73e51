/**
 * Orders: the customer's own orders, live,
 * newest first, each with its status, car, dates, places and price breakdown.
 */
import ReceiptLongIcon from '@mui/icons-material/ReceiptLongOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import type { Order } from '@costa/domain';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link as RouterLink } from '../../../lib/router';
import { LoadFailed } from '../../../components/ui/load-failed';
import { usePaths } from '../../../config/paths';
import { useLive } from '../../../hooks/use-live';
import { subscribeOrders } from '../api/subscribe-orders';
import { OrderCard } from '../../../components/order/order-card';
import { EmptyState, TabHeading } from './tab-heading';

export function OrdersTab({ uid }: { uid: string }) {
  const { t } = useLingui();
  const paths = usePaths();
  const orders = useLive<Order[]>(`orders:${uid}`, (next, fail) => subscribeOrders(uid, next, fail));

  return (
    <Box>
      <TabHeading title={<Trans>Your orders</Trans>} intro={<Trans>Bookings you made while signed in, newest first.</Trans>} />
      {orders.status === 'loading' && (
        <Stack role="status" aria-label={t`Loading your orders…`} spacing={2}>
          <Skeleton variant="rounded" height={180} />
          <Skeleton variant="rounded" height={180} />
        </Stack>
      )}
      {orders.status === 'error' && (
        <LoadFailed onRetry={orders.retry}>
          <Trans>Sorry, we couldn't load your orders.</Trans>
        </LoadFailed>
      )}
      {orders.status === 'ready' && orders.data.length === 0 && (
        <EmptyState
          icon={<ReceiptLongIcon />}
          message={<Trans>No orders found</Trans>}
          action={
            <Button component={RouterLink} to={paths('cars')} variant="outlined">
              <Trans>Browse the fleet</Trans>
            </Button>
          }
        />
      )}
      {orders.status === 'ready' && orders.data.length > 0 && (
        <Stack component="ul" spacing={2.5} sx={{ listStyle: 'none', m: 0, p: 0 }} aria-label={t`Your orders`}>
          {orders.data.map((order) => (
            <li key={order.id}>
              <OrderCard
                order={order}
                footer={
                  order.status === 'pending' || order.status === 'expired' ? undefined : (
                    <Link component={RouterLink} to={`${paths('manageBooking')}?order=${encodeURIComponent(order.id)}`} sx={{ fontWeight: 600 }}>
                      {order.status === 'cancelled' ? <Trans>See the cancellation</Trans> : <Trans>Manage or cancel this booking</Trans>}
                    </Link>
                  )
                }
              />
            </li>
          ))}
        </Stack>
      )}
    </Box>
  );
}
