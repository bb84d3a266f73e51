import { Trans } from '@lingui/react/macro';
import { Page } from '../../components/page/page';
import { PageHeader } from '../../components/page/page-header';
import { usePageHead } from '../../features/seo/use-page-head';

export default function AdminCarsPage() {
  usePageHead();
  return (
    <Page id="adminCars">
      <PageHeader page="adminCars" intro={<Trans>Block the dates of a car for maintenance or internal use.</Trans>} />
    </Page>
  );
}
