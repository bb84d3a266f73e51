import { Trans } from '@lingui/react/macro';
import Container from '@mui/material/Container';
import { Page } from '../../components/page/page';
import { PageHeader } from '../../components/page/page-header';
import { CompareBoard } from '../../features/compare/components/compare-board';
import { usePageHead } from '../../features/seo/use-page-head';

export default function ComparePage() {
  usePageHead();
  return (
    <Page id="compare">
      <PageHeader
        page="compare"
        eyebrow={<Trans>Our fleet</Trans>}
        intro={<Trans>Put up to three cars side by side and find the one that suits your trip.</Trans>}
      />
      <Container maxWidth="lg" sx={{ py: { xs: 4, md: 6 } }}>
        <CompareBoard />
      </Container>
    </Page>
  );
}
