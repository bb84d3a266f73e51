/**
 * The account page: details, orders, payment and favorites of the
 * signed-in customer (features/account); visitors are sent to sign in.
 */
import Container from '@mui/material/Container';
import { Trans } from '@lingui/react/macro';
import { Page } from '../../components/page/page';
import { PageHeader } from '../../components/page/page-header';
import { AccountScreen } from '../../features/account/components/account-screen';
import { usePageHead } from '../../features/seo/use-page-head';

export default function AccountPage() {
  usePageHead();
  return (
    <Page id="account">
      <PageHeader page="account" intro={<Trans>Your details, bookings and favourite cars in one place.</Trans>} />
      <Container maxWidth="lg" sx={{ py: { xs: 4, md: 7 } }}>
        <AccountScreen />
      </Container>
    </Page>
  );
}
