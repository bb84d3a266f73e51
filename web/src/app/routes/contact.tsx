import { Trans } from '@lingui/react/macro';
import { Page } from '../../components/page/page';
import { PageHeader } from '../../components/page/page-header';
import { usePageHead } from '../../features/seo/use-page-head';

export default function ContactPage() {
  usePageHead();
  return (
    <Page id="contact">
      <PageHeader
        page="contact"
        eyebrow={<Trans>Get in touch</Trans>}
        intro={
          <Trans>
            Visit our showroom in Marbella, call us or write on WhatsApp: we answer every request within the day.
          </Trans>
        }
      />
    </Page>
  );
}
