import { Trans } from '@lingui/react/macro';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import { Page } from '../../components/page/page';
import { PageHeader } from '../../components/page/page-header';
import { ContactAside } from '../../features/contact/components/contact-aside';
import { ContactChannels } from '../../features/contact/components/contact-channels';
import { ContactForm } from '../../features/contact/components/contact-form';
import { usePageHead } from '../../features/seo/use-page-head';
import { useSiteSettings } from '../../features/site/use-site-settings';

export default function ContactPage() {
  usePageHead();
  const settings = useSiteSettings();
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
      <Container maxWidth="lg" sx={{ pt: { xs: 4, md: 6 }, pb: { xs: 7, md: 11 } }}>
        <ContactChannels settings={settings} />
        <Box
          sx={{
            mt: { xs: 4, md: 6 },
            display: 'grid',
            gap: { xs: 3, md: 4 },
            gridTemplateColumns: { xs: '1fr', md: '2fr 1fr' },
            alignItems: 'start',
          }}
        >
          <ContactForm />
          <ContactAside settings={settings} />
        </Box>
      </Container>
    </Page>
  );
}
