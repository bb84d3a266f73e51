import { Trans } from '@lingui/react/macro';
import { Page } from '../../components/page/page';
import { PageHeader } from '../../components/page/page-header';
import { usePageHead } from '../../features/seo/use-page-head';

export default function AccountPage() {
  usePageHead();
  return (
    <Page id="account">
      <PageHeader page="account" intro={<Trans>Your details, bookings and favourite cars in one place.</Trans>} />
    </Page>
  );
}
