import { Trans } from '@lingui/react/macro';
import { Page } from '../../components/page/page';
import { PageHeader } from '../../components/page/page-header';
import { usePageHead } from '../../features/seo/use-page-head';

export default function CarsPage() {
  usePageHead();
  return (
    <Page id="cars">
      <PageHeader
        page="cars"
        eyebrow={<Trans>Our fleet</Trans>}
        intro={<Trans>Supercars, convertibles, grand tourers and performance SUVs, ready for the Costa del Sol.</Trans>}
      />
    </Page>
  );
}
