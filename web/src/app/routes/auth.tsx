/**
 * The auth page: sign in, sign up, the forgot-password view and
 * the reset mode of the e-mailed link (features/auth). Signed-in visitors go
 * on to their account.
 */
import Container from '@mui/material/Container';
import { Trans } from '@lingui/react/macro';
import { Page } from '../../components/page/page';
import { PageHeader } from '../../components/page/page-header';
import { AuthScreen } from '../../features/auth/components/auth-screen';
import { usePageHead } from '../../features/seo/use-page-head';

export default function AuthPage() {
  usePageHead();
  return (
    <Page id="auth">
      <PageHeader page="auth" intro={<Trans>Sign in or create an account to manage your bookings.</Trans>} />
      <Container maxWidth="lg" sx={{ py: { xs: 4, md: 7 } }}>
        <AuthScreen />
      </Container>
    </Page>
  );
}
