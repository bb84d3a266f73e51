import { Trans } from '@lingui/react/macro';
import { Page } from '../../components/page/page';
import { PageHeader } from '../../components/page/page-header';
import { usePageHead } from '../../features/seo/use-page-head';

export default function TranslatePage() {
  usePageHead();
  return (
    <Page id="translate">
      <PageHeader
        page="translate"
        intro={<Trans>Review the translations of car descriptions and features in every language.</Trans>}
      />
    </Page>
  );
}
