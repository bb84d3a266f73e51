/**
 * The back office's orders: every booking, the newest first,
 * live. Filter by status, car and pickup days (then ordered by pickup);
 * search by order number, name or e-mail (an address or an order number is
 * looked up across all orders; other text searches the orders listed). A row
 * opens the order (`?order=<id>`, so a link or a reload opens it again). On a
 * phone the rows are cards.
 */
import SearchIcon from '@mui/icons-material/SearchRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import InputAdornment from '@mui/material/InputAdornment';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  ADMIN_ORDERS_PAGE_SIZE,
  formatEUR,
  isDay,
  matchesOrderSearch,
  ORDER_STATUSES,
  orderReference,
  orderSearch,
  type Order,
  type OrderStatusFilter,
} from '@costa/domain';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useDeferredValue, useState } from 'react';
import { useSearchParams } from '../../../lib/router';
import { useDataRetry } from '../../back-office/data-boundary';
import { LoadFailed } from '../../../components/ui/load-failed';
import { useLang } from '../../../hooks/use-route-info';
import { formatDay, STATUS_COLORS, useStatusLabel } from '../../../components/order/order-card';
import { useAdminOrders, useOrderByNumber, useOrderCars } from '../api/orders-data';
import { OrderDialog } from './order-dialog';

function OrderRow({ order, onOpen }: { order: Order; onOpen: () => void }) {
  const { t } = useLingui();
  const lang = useLang();
  const statusLabel = useStatusLabel();
  const reference = orderReference(order);
  const car = order.car.name;
  return (
    <Paper
      component="li"
      variant="outlined"
      data-testid="admin-order"
      sx={{ borderRadius: 2, listStyle: 'none', '&:hover, &:focus-within': { borderColor: 'primary.main' } }}
    >
      <Box
        component="button"
        type="button"
        onClick={onOpen}
        aria-label={t`Open order ${reference}`}
        sx={{
          all: 'unset',
          boxSizing: 'border-box',
          cursor: 'pointer',
          width: '100%',
          p: { xs: 2, md: 2.5 },
          display: 'grid',
          gap: { xs: 0.75, md: 2 },
          alignItems: 'center',
          gridTemplateColumns: { xs: '1fr auto', md: '7rem minmax(0, 1.4fr) minmax(0, 1.2fr) minmax(0, 1fr) 7rem 8rem' },
          borderRadius: 2,
          '&:focus-visible': { outline: '2px solid', outlineColor: 'primary.main', outlineOffset: 2 },
        }}
      >
        <Typography sx={{ fontFamily: 'monospace', fontWeight: 700, letterSpacing: 0.5 }}>{reference}</Typography>
        <Box sx={{ minWidth: 0, gridRow: { xs: 2, md: 'auto' } }}>
          <Typography noWrap sx={{ fontWeight: 600 }}>
            {order.customer.name}
          </Typography>
          <Typography noWrap variant="body2" color="textSecondary">
            {order.customer.email}
          </Typography>
        </Box>
        <Typography noWrap sx={{ gridRow: { xs: 3, md: 'auto' } }}>
          {car}
        </Typography>
        <Typography variant="body2" color="textSecondary" sx={{ gridRow: { xs: 4, md: 'auto' } }}>
          {formatDay(order.startDate, lang)} – {formatDay(order.endDate, lang)}
        </Typography>
        <Typography sx={{ fontVariantNumeric: 'tabular-nums', textAlign: { md: 'right' }, gridRow: { xs: 2, md: 'auto' }, gridColumn: { xs: 2, md: 'auto' } }}>
          {formatEUR(order.price.totalPrice, lang, 2)}
        </Typography>
        <Box sx={{ gridRow: { xs: 1, md: 'auto' }, gridColumn: { xs: 2, md: 'auto' }, justifySelf: 'end' }}>
          <Chip size="small" label={statusLabel(order.status)} color={STATUS_COLORS[order.status]} variant="outlined" />
        </Box>
      </Box>
    </Paper>
  );
}

export function OrdersScreen() {
  const { t } = useLingui();
  const statusLabel = useStatusLabel();
  const [params, setParams] = useSearchParams();
  const [status, setStatus] = useState<OrderStatusFilter>('all');
  const [carId, setCarId] = useState('');
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const cars = useOrderCars();
  /** A filter changed: back to the first page. */
  const narrow = (set: (value: string) => void) => (event: { target: { value: string } }) => {
    set(event.target.value);
    setPages(1);
  };
  const [typed, setTyped] = useState('');
  const [pages, setPages] = useState(1);
  const search = orderSearch(useDeferredValue(typed));
  const page = useAdminOrders({ status, email: search.email, carId, from: isDay(from) ? from : '', to: isDay(to) ? to : '', count: pages * ADMIN_ORDERS_PAGE_SIZE });
  const retry = useDataRetry();
  const ranged = isDay(from) || isDay(to);
  const openId = params.get('order');

  const open = (id: string | null) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (id) next.set('order', id);
        else next.delete('order');
        return next;
      },
      { replace: !id },
    );

  const byNumber = useOrderByNumber(search.number);
  const listed = page.status === 'ready' ? page.orders.filter((order) => matchesOrderSearch(order, search.text)) : [];
  // The order a typed number names comes first, even when it is not among the orders listed.
  const shown = page.status === 'ready' ? [...byNumber, ...listed.filter((order) => !byNumber.some((found) => found.id === order.id))] : [];
  const count = shown.length;

  return (
    <Stack spacing={3}>
      <Paper variant="outlined" sx={{ p: { xs: 2, md: 2.5 }, borderRadius: 2 }}>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <TextField
            type="search"
            label={t`Search orders`}
            placeholder={t`Order number, name or e-mail`}
            value={typed}
            onChange={(event) => {
              setTyped(event.target.value);
              setPages(1);
            }}
            fullWidth
            slotProps={{
              htmlInput: { maxLength: 255, spellCheck: false },
              input: {
                startAdornment: (
                  <InputAdornment position="start">
                    <SearchIcon aria-hidden />
                  </InputAdornment>
                ),
              },
            }}
          />
          <TextField
            select
            label={t`Status`}
            value={status}
            onChange={(event) => {
              setStatus(event.target.value as OrderStatusFilter);
              setPages(1);
            }}
            sx={{ minWidth: { sm: 220 } }}
          >
            <MenuItem value="all">{t`All orders`}</MenuItem>
            {ORDER_STATUSES.map((value) => (
              <MenuItem key={value} value={value}>
                {statusLabel(value)}
              </MenuItem>
            ))}
          </TextField>
        </Stack>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mt: 2 }}>
          <TextField
            select
            label={t`Car`}
            value={carId}
            onChange={narrow(setCarId)}
            sx={{ flex: 2 }}
          >
            <MenuItem value="">{t`All cars`}</MenuItem>
            {cars.map((car) => (
              <MenuItem key={car.id} value={car.id}>
                {car.name}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            type="date"
            label={t`Pickup from`}
            value={from}
            onChange={narrow(setFrom)}
            slotProps={{ inputLabel: { shrink: true } }}
            sx={{ flex: 1 }}
          />
          <TextField
            type="date"
            label={t`Pickup until`}
            value={to}
            onChange={narrow(setTo)}
            slotProps={{ inputLabel: { shrink: true } }}
            sx={{ flex: 1 }}
          />
        </Stack>
      </Paper>

      {page.status === 'loading' && (
        <Stack spacing={1.5} role="status" aria-label={t`Loading orders…`}>
          {[0, 1, 2].map((row) => (
            <Skeleton key={row} variant="rounded" height={72} />
          ))}
        </Stack>
      )}
      {page.status === 'error' && (
        <LoadFailed onRetry={retry}>
          <Trans>The orders could not be loaded.</Trans>
        </LoadFailed>
      )}
      {page.status === 'ready' && (
        <>
          <Typography role="status" color="textSecondary">
            {count === 0 ? (
              <Trans>No orders match.</Trans>
            ) : ranged ? (
              <Plural value={count} one="# order shown, by pickup day." other="# orders shown, by pickup day." />
            ) : (
              <Plural value={count} one="# order shown, the newest first." other="# orders shown, the newest first." />
            )}
          </Typography>
          {count > 0 && (
            <Box component="ul" aria-label={t`Orders`} sx={{ m: 0, p: 0, display: 'grid', gap: 1.5 }}>
              {shown.map((order) => (
                <OrderRow key={order.id} order={order} onOpen={() => open(order.id)} />
              ))}
            </Box>
          )}
          {page.hasMore && (
            <Box>
              <Button variant="outlined" onClick={() => setPages((n) => n + 1)}>
                <Trans>Show more orders</Trans>
              </Button>
            </Box>
          )}
        </>
      )}
      {openId && <OrderDialog id={openId} onClose={() => open(null)} />}
    </Stack>
  );
}
