import { Trans } from '@lingui/react/macro';
import { useParams } from 'react-router-dom';
import { Page } from '../../components/page/page';
import { PageHeader } from '../../components/page/page-header';
import { usePageHead } from '../../features/seo/use-page-head';

export default function CarPage() {
  // The car's slug or id; the car itself is loaded by the car-detail issue.
  const { param } = useParams();
  usePageHead({ param });
  return (
    <Page id="car">
      <PageHeader
        page="car"
        eyebrow={<Trans>Our fleet</Trans>}
        intro={<Trans>Photos, specifications and availability, with booking in a few steps.</Trans>}
      />
    </Page>
  );
}
