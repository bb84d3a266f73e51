/**
 * "My booking": a customer's own booking from the link in their
 * confirmation (or from their account), with its cancellation; without a
 * link, the form that sends one (features/manage-booking).
 */
import Container from '@mui/material/Container';
import { Trans } from '@lingui/react/macro';
import { Page } from '../../components/page/page';
import { PageHeader } from '../../components/page/page-header';
import { ManageBookingScreen } from '../../features/manage-booking/components/manage-booking-screen';
import { usePageHead } from '../../features/seo/use-page-head';

export default function ManageBookingPage() {
  usePageHead();
  return (
    <Page id="manageBooking">
      <PageHeader page="manageBooking" intro={<Trans>Your booking, its refund terms, and a cancellation if your plans change.</Trans>} />
      <Container maxWidth="lg" sx={{ py: { xs: 4, md: 7 } }}>
        <ManageBookingScreen />
      </Container>
    </Page>
  );
}
