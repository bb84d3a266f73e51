import { Trans } from '@lingui/react/macro';
import { Page } from '../../components/page/page';
import { PageHeader } from '../../components/page/page-header';
import { usePageHead } from '../../features/seo/use-page-head';

export default function AdminPage() {
  usePageHead();
  return (
    <Page id="admin">
      <PageHeader page="admin" intro={<Trans>Manage administrators, car availability and translations.</Trans>} />
    </Page>
  );
}
