import Container from '@mui/material/Container';
import { PAYMENT_SUCCESS_META, PAYMENT_SUCCESS_PATH } from '@costa/domain';
import { useSearchParams } from '../../lib/router';
import { Page } from '../../components/page/page';
import { ChargesPaid } from '../../features/payment-success/components/charges-paid';
import { PaymentConfirmation } from '../../features/payment-success/components/payment-confirmation';
import { ProcessingStatus } from '../../features/payment-success/components/processing-status';
import { usePaymentStatus } from '../../features/payment-success/use-payment-status';
import { useProcessingDelay } from '../../features/payment-success/use-processing-delay';
import { usePageHead } from '../../features/seo/use-page-head';
import { useSiteSettings } from '../../features/site/use-site-settings';

/**
 * Unprefixed `/payment-success?session_id=…`: Stripe Checkout
 * returns here. The spinner, then the confirmation with the payment's live status;
 * with `for=charges`, the thanks for paying a return's charges instead.
 */
export default function PaymentSuccessPage() {
  usePageHead({ key: null, meta: PAYMENT_SUCCESS_META, path: PAYMENT_SUCCESS_PATH, noindex: true });
  const [searchParams] = useSearchParams();
  const sessionId = searchParams.get('session_id');
  const charges = searchParams.get('for') === 'charges';
  const processing = useProcessingDelay();
  // Subscribed from the start, so the status is usually known when the spinner ends.
  const payment = usePaymentStatus(charges ? null : sessionId);
  const supportEmail = useSiteSettings()?.email ?? null;
  return (
    <Page id="payment-success" sx={{ py: { xs: 4, md: 8 } }}>
      <Container maxWidth="md">
        {processing ? (
          <ProcessingStatus />
        ) : charges ? (
          <ChargesPaid />
        ) : (
          <PaymentConfirmation sessionId={sessionId} supportEmail={supportEmail} payment={payment} />
        )}
      </Container>
    </Page>
  );
}
