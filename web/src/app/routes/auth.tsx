import { Trans } from '@lingui/react/macro';
import { Page } from '../../components/page/page';
import { PageHeader } from '../../components/page/page-header';
import { usePageHead } from '../../features/seo/use-page-head';

export default function AuthPage() {
  usePageHead();
  return (
    <Page id="auth">
      <PageHeader page="auth" intro={<Trans>Sign in or create an account to manage your bookings.</Trans>} />
    </Page>
  );
}
