/**
 * The order itself: the customer form beside a sticky summary card
 * on wide screens, one column on phones (details first, then the summary with
 * Pay Now at the end of the page). Shows the spinner until the discount tiers,
 * the seasons and the extras on offer are read, so the total the customer sees first is the right one.
 */
import type { Car, Lang, OrderBooking } from '@costa/domain';
import Box from '@mui/material/Box';
import { useId, useMemo } from 'react';
import { useCarExtras } from '../../hooks/use-extras';
import { useOrderForm } from '../../hooks/use-order-form';
import { useOrderPrefill } from '../../hooks/use-order-prefill';
import { useOrderPrice } from '../../hooks/use-order-price';
import { CustomerForm } from './customer-form';
import { OrderAssurances } from './order-assurances';
import { OrderLoading } from './order-states';
import { OrderSummary } from './order-summary';

interface OrderViewProps {
  car: Car;
  booking: OrderBooking;
  /** The car page, to change dates or places. */
  carPath: string;
  lang: Lang;
}

/** Below the sticky site header, with a little air. */
const STICKY_TOP = 88;

export function OrderView({ car, booking, carPath, lang }: OrderViewProps) {
  const formId = useId();
  const offered = useCarExtras(car);
  const prefill = useOrderPrefill();
  const form = useOrderForm({ carId: car.id, terms: car.rentalTerms, booking, prefill, offeredExtras: offered.extras });
  const ticked = form.formik.values.extras;
  const chosen = useMemo(() => offered.extras.filter((extra) => ticked.includes(extra.id)), [offered.extras, ticked]);
  const pricing = useOrderPrice(car, booking, chosen);

  if (!pricing.ready || offered.loading) return <OrderLoading />;

  return (
    <Box
      data-testid="order-layout"
      sx={{
        display: 'grid',
        gap: { xs: 3, md: 4 },
        gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 1fr) minmax(340px, 400px)' },
        alignItems: 'start',
      }}
    >
      <Box sx={{ display: 'grid', gap: { xs: 3, md: 4 }, minWidth: 0 }}>
        <CustomerForm id={formId} form={form} terms={car.rentalTerms} extras={offered.extras} days={pricing.price?.days ?? 1} lang={lang} />
        <OrderAssurances />
      </Box>
      <Box
        data-testid="order-summary"
        sx={{
          minWidth: 0,
          // Sticky only where the whole card fits the window; otherwise it scrolls with the page.
          '@media (min-width: 768px) and (min-height: 820px)': { position: 'sticky', top: STICKY_TOP },
        }}
      >
        <OrderSummary
          car={car}
          booking={booking}
          carPath={carPath}
          pricing={pricing}
          lang={lang}
          formId={formId}
          busy={form.busy}
          problem={form.problem}
        />
      </Box>
    </Box>
  );
}
