/**
 * The order's summary card: the car, the booking (pickup
 * and return with dates, times and places), the rental period, the car's
 * rental terms for those days, the price breakdown with cents, and Pay Now,
 * which submits the customer form. Pay Now waits while the distance is
 * measured: until then the total is not final (the price says so under it),
 * and a charge found adds a line, which moves the button. After a
 * refused checkout it says what happened and offers the way on.
 */
import { dateTimeFormat, carImages, CHECKOUT_SESSION_MINUTES, type Car, type Lang, type OrderBooking } from '@costa/domain';
import LockIcon from '@mui/icons-material/Lock';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Divider from '@mui/material/Divider';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useId, type ReactNode } from 'react';
import { Link as RouterLink } from '../../../../lib/router';
import { usePaths } from '../../../../config/paths';
import type { OrderPrice } from '../../hooks/use-order-price';
import { PriceSummary } from '../price-summary';
import { CHECKOUT_REFUSAL_TEXTS, type CheckoutProblem } from './order-messages';
import { OrderRentalTerms } from './order-rental-terms';
import { carPhotoProps } from '../../../../components/car/car-photo';

interface OrderSummaryProps {
  car: Car;
  booking: OrderBooking;
  carPath: string;
  pricing: OrderPrice;
  lang: Lang;
  formId: string;
  busy: boolean;
  problem: CheckoutProblem | null;
}

/** `2026-07-02` as "Thu, 2 Jul 2026" in the page's language; the day has no time zone. */
function formatDay(day: string, lang: Lang): string {
  return dateTimeFormat(lang, {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${day}T00:00:00Z`));
}

function Handover({ label, day, time, place, lang }: { label: ReactNode; day: string; time: string; place: string; lang: Lang }) {
  return (
    <Box sx={{ py: 1 }}>
      <Typography component="dt" variant="overline" sx={{ color: 'text.secondary', lineHeight: 1.6, letterSpacing: '0.12em' }}>
        {label}
      </Typography>
      <Box component="dd" sx={{ m: 0 }}>
        <Typography variant="body2" sx={{ fontWeight: 600 }}>
          {formatDay(day, lang)} · {time}
        </Typography>
        <Typography variant="body2" sx={{ color: 'text.secondary', overflowWrap: 'anywhere' }}>
          {place}
        </Typography>
      </Box>
    </Box>
  );
}

export function OrderSummary({ car, booking, carPath, pricing, lang, formId, busy, problem }: OrderSummaryProps) {
  const { t } = useLingui();
  const titleId = useId();
  const detailsId = useId();
  const days = pricing.price?.days ?? 0;
  const minutes = CHECKOUT_SESSION_MINUTES;
  const image = carImages(car)[0]!;

  return (
    <Paper component="aside" variant="outlined" aria-labelledby={titleId} sx={{ p: { xs: 2.5, sm: 3 }, borderRadius: 2 }}>
      <Box sx={{ display: 'flex', gap: 2, alignItems: 'center' }}>
        <Box
          component="img"
          {...carPhotoProps(image, '128px')}
          alt=""
          width={128}
          height={84}
          sx={{ width: 128, height: 84, objectFit: 'cover', borderRadius: 1.5, flexShrink: 0, bgcolor: 'action.hover' }}
        />
        <Box sx={{ minWidth: 0 }}>
          <Typography id={titleId} variant="h6" component="h2" sx={{ lineHeight: 1.25 }}>
            {car.name}
          </Typography>
          <Typography variant="body2" sx={{ color: 'text.secondary', mt: 0.5 }}>
            {car.brand} · {car.model} · {car.year}
          </Typography>
        </Box>
      </Box>

      <Divider sx={{ my: 2 }} />

      <Typography id={detailsId} variant="subtitle2" component="h3" sx={{ mb: 0.5 }}>
        <Trans>Your booking</Trans>
      </Typography>
      <Box component="dl" aria-labelledby={detailsId} sx={{ m: 0 }}>
        <Handover label={t`Pickup`} day={booking.startDate} time={booking.pickupTime} place={booking.pickupLocation} lang={lang} />
        <Handover label={t`Return`} day={booking.endDate} time={booking.dropoffTime} place={booking.dropoffLocation} lang={lang} />
        <Box sx={{ py: 1, display: 'flex', justifyContent: 'space-between', gap: 2, alignItems: 'baseline' }}>
          <Typography component="dt" variant="overline" sx={{ color: 'text.secondary', lineHeight: 1.6, letterSpacing: '0.12em' }}>
            <Trans>Rental period</Trans>
          </Typography>
          <Typography component="dd" variant="body2" sx={{ m: 0, fontWeight: 600 }} data-testid="rental-period">
            <Plural value={days} one="# day" other="# days" />
          </Typography>
        </Box>
      </Box>
      <Link component={RouterLink} to={carPath} variant="body2" sx={{ display: 'inline-block', mt: 0.5 }}>
        <Trans>Change dates or places</Trans>
      </Link>

      <Divider sx={{ my: 2 }} />

      <OrderRentalTerms terms={car.rentalTerms} days={days} />

      <Divider sx={{ my: 2 }} />

      <PriceSummary
        price={pricing.price}
        dailyPrice={car.dailyPrice}
        discounts={pricing.discounts}
        distance={pricing.distance}
        lang={lang}
        decimals={2}
        showTiers={false}
      />

      {problem && <CheckoutProblemNotice problem={problem} car={car} carPath={carPath} />}

      <Button
        type="submit"
        form={formId}
        variant="contained"
        size="large"
        fullWidth
        disabled={busy || pricing.distance.loading}
        startIcon={busy ? <CircularProgress size={18} color="inherit" aria-hidden /> : <LockIcon />}
        sx={{ mt: 3 }}
      >
        {busy ? <Trans>Processing...</Trans> : <Trans>Pay Now</Trans>}
      </Button>
      <Typography variant="caption" component="p" sx={{ color: 'text.secondary', mt: 1.5, lineHeight: 1.5 }}>
        <Trans>
          Payment is handled securely by Stripe. Your dates are held for {minutes} minutes while you pay. The final
          amount is confirmed on the payment page.
        </Trans>
      </Typography>
    </Paper>
  );
}

/** Why the last Pay Now did not lead to payment, with the link that helps. */
function CheckoutProblemNotice({ problem, car, carPath }: { problem: CheckoutProblem; car: Car; carPath: string }) {
  const { i18n } = useLingui();
  const paths = usePaths();
  const texts = CHECKOUT_REFUSAL_TEXTS[problem];
  const contact = `${paths('contact')}?${new URLSearchParams({ car: car.name })}`;
  const action =
    problem === 'dates-unavailable' || problem === 'past-dates' ? (
      <Link component={RouterLink} to={carPath}>
        <Trans>Choose other dates</Trans>
      </Link>
    ) : problem === 'car-not-found' ? (
      <Link component={RouterLink} to={paths('cars')}>
        <Trans>Browse the fleet</Trans>
      </Link>
    ) : (
      <Link component={RouterLink} to={contact}>
        <Trans>Contact us</Trans>
      </Link>
    );
  return (
    <Alert severity={problem === 'dates-unavailable' || problem === 'past-dates' ? 'warning' : 'error'} sx={{ mt: 2.5 }}>
      <Typography variant="body2" sx={{ fontWeight: 600 }}>
        {i18n._(texts.title)}
      </Typography>
      <Typography variant="body2" sx={{ mt: 0.5 }}>
        {i18n._(texts.message)}
      </Typography>
      <Box sx={{ mt: 1 }}>{action}</Box>
    </Alert>
  );
}
