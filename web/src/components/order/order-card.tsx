/** One order as the customer (account page) and the staff (back office) see it: car, status, reference, pickup and dropoff, and the price as the server computed it. */
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { CONFLICT_ANSWER_HOURS, dateTimeFormat, formatEUR, orderReference, type Lang, type OrderStatus, type OrderSummary } from '@costa/domain';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { useLang } from '../../hooks/use-route-info';
import { carPhotoProps } from '../car/car-photo';

/** `YYYY-MM-DD` as a calendar day in the page's language (no time zone shift). */
export function formatDay(day: string, lang: Lang): string {
  const [y, m, d] = day.split('-').map(Number);
  if (!y || !m || !d) return day;
  return dateTimeFormat(lang, { dateStyle: 'medium', timeZone: 'UTC' }).format(Date.UTC(y, m - 1, d));
}

export const STATUS_COLORS: Record<OrderStatus, 'warning' | 'success' | 'default' | 'error'> = {
  pending: 'warning',
  paid: 'success',
  conflict: 'error',
  expired: 'default',
  cancelled: 'error',
};

export function useStatusLabel(): (status: OrderStatus) => string {
  const { t } = useLingui();
  return (status) =>
    ({
      pending: t`Awaiting payment`,
      paid: t`Paid`,
      conflict: t`Paid, not booked`,
      expired: t`Expired`,
      cancelled: t`Cancelled`,
    })[status] ?? status;
}

/** `footer`: what the customer can do with the order (a link to manage it, say). */
export function OrderCard({ order, footer }: { order: OrderSummary; footer?: ReactNode }) {
  const { t } = useLingui();
  const lang = useLang();
  const statusLabel = useStatusLabel();
  const eur = (amount: number) => formatEUR(amount, lang, 2);
  const { car, price } = order;
  const reference = orderReference(order);
  const days = price.days;
  const placed = dateTimeFormat(lang, { dateStyle: 'medium' }).format(order.createdAt);
  const percentage = price.discount?.percentage ?? 0;
  const distance = Math.round(price.distanceKm);
  const delivered = Math.round(price.deliveryKm ?? 0);

  return (
    <Paper
      variant="outlined"
      component="article"
      aria-label={t`Order ${reference}`}
      data-order-id={order.id}
      sx={{ borderRadius: 2, overflow: 'hidden' }}
    >
      <Box sx={{ display: 'flex', gap: 2, p: { xs: 2, md: 2.5 }, alignItems: 'center', flexWrap: 'wrap' }}>
        {car.image && (
          <Box
            component="img"
            {...carPhotoProps(car.image, '96px')}
            alt=""
            loading="lazy"
            sx={{ width: 96, height: 64, objectFit: 'cover', borderRadius: 1, flexShrink: 0 }}
          />
        )}
        <Box sx={{ flex: '1 1 12rem', minWidth: 0 }}>
          <Typography component="h3" sx={{ fontWeight: 600, fontSize: '1.1rem' }}>
            {car.name}
          </Typography>
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {car.brand} · {car.model} · {car.year}
          </Typography>
          <Typography variant="body2" sx={{ color: 'text.secondary', mt: 0.5 }}>
            <Trans>
              Order {reference} · placed {placed}
            </Trans>
          </Typography>
        </Box>
        <Chip label={statusLabel(order.status)} color={STATUS_COLORS[order.status]} size="small" variant="outlined" />
      </Box>
      {order.status === 'conflict' && (
        <Alert severity="warning" sx={{ borderRadius: 0 }}>
          <Trans>
            Your payment arrived after this car had been booked for some of these days, so this booking could not be confirmed.
            Within {CONFLICT_ANSWER_HOURS} hours we will offer you another car for the same dates, or refund you in full.
          </Trans>
        </Alert>
      )}
      <Box
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' },
          borderTop: 1,
          borderColor: 'divider',
        }}
      >
        <Box component="dl" sx={{ m: 0, p: { xs: 2, md: 2.5 }, display: 'grid', gap: 1.5 }}>
          <Stop
            label={<Trans>Pickup</Trans>}
            when={`${formatDay(order.startDate, lang)}, ${order.pickupTime}`}
            where={order.pickupLocation}
          />
          <Stop
            label={<Trans>Dropoff</Trans>}
            when={`${formatDay(order.endDate, lang)}, ${order.dropoffTime}`}
            where={order.dropoffLocation}
          />
        </Box>
        <Box
          component="dl"
          sx={(theme) => {
            const line = `1px solid ${(theme.vars ?? theme).palette.divider}`;
            return {
              m: 0,
              p: { xs: 2, md: 2.5 },
              display: 'grid',
              gridTemplateColumns: '1fr auto',
              columnGap: 2,
              rowGap: 0.75,
              alignContent: 'start',
              borderTop: line,
              fontVariantNumeric: 'tabular-nums',
              '& dd': { m: 0, textAlign: 'right' },
              [theme.breakpoints.up('md')]: { borderTop: 0, borderLeft: line },
            };
          }}
        >
          <Line label={<Plural value={days} one="Base rental (# day)" other="Base rental (# days)" />} amount={eur(price.basePrice)} />
          {price.discountAmount > 0 && (
            <Line label={<Trans>Discount ({percentage}%)</Trans>} amount={`−${eur(price.discountAmount)}`} />
          )}
          {price.distanceCharge > 0 && (
            <Line label={<Trans>Delivery distance ({distance} km)</Trans>} amount={eur(price.distanceCharge)} />
          )}
          {price.deliveryCharge ? (
            <Line label={<Trans>Delivery beyond the free zone ({delivered} km)</Trans>} amount={eur(price.deliveryCharge)} />
          ) : null}
          {price.outOfHoursCharge > 0 && <Line label={<Trans>Out-of-hours charge</Trans>} amount={eur(price.outOfHoursCharge)} />}
          <Box component="dt" sx={{ fontWeight: 600, pt: 1, mt: 0.5, borderTop: 1, borderColor: 'divider' }}>
            <Trans>Total</Trans>
          </Box>
          <Box component="dd" sx={{ fontWeight: 600, pt: 1, mt: 0.5, borderTop: 1, borderColor: 'divider', color: 'primary.main' }}>
            {eur(price.totalPrice)}
          </Box>
        </Box>
      </Box>
      {footer && <Box sx={{ px: { xs: 2, md: 2.5 }, py: 1.5, borderTop: 1, borderColor: 'divider' }}>{footer}</Box>}
    </Paper>
  );
}

function Stop({ label, when, where }: { label: ReactNode; when: string; where: string }) {
  return (
    <Box>
      <Typography component="dt" variant="overline" sx={{ color: 'text.secondary', lineHeight: 1.6, letterSpacing: '0.12em' }}>
        {label}
      </Typography>
      <Box component="dd" sx={{ m: 0 }}>
        <Typography>{when}</Typography>
        <Typography variant="body2" sx={{ color: 'text.secondary', overflowWrap: 'anywhere' }}>
          {where}
        </Typography>
      </Box>
    </Box>
  );
}

function Line({ label, amount }: { label: ReactNode; amount: string }) {
  return (
    <>
      <Box component="dt" sx={{ color: 'text.secondary' }}>
        {label}
      </Box>
      <Box component="dd">{amount}</Box>
    </>
  );
}
