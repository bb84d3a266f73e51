/**
 * The translation manager. The admin shell around it owns the
 * head, the page's h1 and the access gate, so this renders only when an
 * administrator is signed in: what the page is for (translations are made by
 * a machine-translation service), then the translations feature's manager.
 */
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { Trans } from '@lingui/react/macro';
import { Page } from '../../components/page/page';
import { TranslationManager } from '../../features/translations/components/translation-manager';

export default function TranslatePage() {
  return (
    <Page id="translate">
      <Container maxWidth="xl" sx={{ pt: { xs: 3, md: 5 }, pb: { xs: 7, md: 11 } }}>
        <Typography sx={{ color: 'text.secondary', maxWidth: '80ch', mb: { xs: 3, md: 4 } }}>
          <Trans>
            Car descriptions and features are written in English and translated into Spanish, German, French and Italian by
            a machine-translation service (Google Cloud Translation). Check each language here, translate what is missing,
            and correct any translation by hand.
          </Trans>
        </Typography>
        <TranslationManager enabled />
      </Container>
    </Page>
  );
}
