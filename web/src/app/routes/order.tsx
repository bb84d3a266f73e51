import { Trans } from '@lingui/react/macro';
import { useParams } from 'react-router-dom';
import { Page } from '../../components/page/page';
import { PageHeader } from '../../components/page/page-header';
import { usePageHead } from '../../features/seo/use-page-head';

export default function OrderPage() {
  // The car's id; the booking form arrives with the order issue.
  const { param } = useParams();
  usePageHead({ param });
  return (
    <Page id="order">
      <PageHeader page="order" intro={<Trans>Check your booking details and pay securely online.</Trans>} />
    </Page>
  );
}
