/**
 * A legal page (rental terms, privacy, cookies, legal notice): the text's
 * current version, or the numbered one a `?version=` names (the one a
 * booking accepted), with its version and date, the company facts filled in
 * from the site settings, and links between the four texts. The text itself
 * is a static part: the server's HTML, never hydrated.
 */
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import {
  dateTimeFormat,
  fillCompanyFacts,
  LEGAL_DOCUMENTS,
  PAGE_META,
  pageDataKeys,
  parseLegalVersion,
  SITE_TIME_ZONE,
  type LegalDocument,
  type LegalPageText,
} from '@costa/domain';
import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { Link as RouterLink, useSearchParams } from '../../../lib/router';
import { Page } from '../../../components/page/page';
import { PageHero } from '../../../components/page/page-hero';
import { usePageTitle } from '../../../components/page/use-page-title';
import { staticPart } from '../../../components/ui/deferred';
import { LoadFailed } from '../../../components/ui/load-failed';
import { usePaths } from '../../../config/paths';
import { useLive } from '../../../hooks/use-live';
import { useLang } from '../../../hooks/use-route-info';
import { usePageHead } from '../../seo/use-page-head';
import { useSiteSettings } from '../../site/use-site-settings';
import { subscribeLegalText } from '../api/legal-texts';

const LegalBody = staticPart(() => import('../../../components/legal/legal-body'), (module) => module.LegalBody);

export function LegalPage({ document, extra }: { document: LegalDocument; extra?: ReactNode }) {
  usePageHead();
  const lang = useLang();
  const title = usePageTitle(document);
  const [params] = useSearchParams();
  const asked = params.get('version');
  const version = parseLegalVersion(asked);
  const key = pageDataKeys.legalText(document, lang, version);
  const state = useLive<LegalPageText | null>(key, (next, fail) => subscribeLegalText(document, lang, version, next, fail), lang);
  const text = state.status === 'ready' ? state.data : null;
  return (
    <Page id={document}>
      <PageHero title={title} intro={text ? <VersionLine text={text} /> : null} />
      <Container maxWidth="lg" sx={{ pb: { xs: 6, md: 10 }, display: 'grid', gap: { xs: 5, md: 8 }, gridTemplateColumns: { md: '1fr 16rem' }, alignItems: 'start' }}>
        <Box sx={{ minWidth: 0, display: 'grid', gap: 3 }}>
          {asked !== null && text ? <EarlierVersion document={document} /> : null}
          <LegalText state={state} extra={extra} />
        </Box>
        <LegalNav current={document} />
      </Container>
    </Page>
  );
}

function LegalText({ state, extra }: { state: ReturnType<typeof useLive<LegalPageText | null>>; extra?: ReactNode }) {
  const { t } = useLingui();
  const settings = useSiteSettings();
  const lang = useLang();
  if (state.status === 'loading') {
    return (
      <Box role="status" aria-busy="true" aria-label={t`Loading…`} sx={{ display: 'grid', gap: 1.5 }}>
        {[90, 100, 80, 95, 60].map((width, index) => (
          <Skeleton key={index} variant="text" width={`${width}%`} />
        ))}
      </Box>
    );
  }
  if (state.status === 'error') {
    return (
      <LoadFailed onRetry={state.retry}>
        <Trans>This text could not be loaded.</Trans>
      </LoadFailed>
    );
  }
  if (!state.data) {
    return (
      <Alert severity="info">
        <Trans>This text has not been published yet. For any question, please contact us.</Trans>
      </Alert>
    );
  }
  const { text, lang: textLang } = state.data;
  return (
    <>
      {textLang !== lang ? (
        <Alert severity="info">
          <Trans>This text is not available in your language yet; here it is in English.</Trans>
        </Alert>
      ) : null}
      {extra}
      <Box lang={textLang}>
        <LegalBody markdown={fillCompanyFacts(text, settings)} />
      </Box>
    </>
  );
}

function VersionLine({ text }: { text: LegalPageText }) {
  const lang = useLang();
  const date = dateTimeFormat(lang, { dateStyle: 'long', timeZone: SITE_TIME_ZONE }).format(new Date(text.publishedAt));
  const version = text.version;
  return (
    <span data-testid="legal-version" data-version={version}>
      <Trans>
        Version {version}, in force since {date}
      </Trans>
    </span>
  );
}

function EarlierVersion({ document }: { document: LegalDocument }) {
  const paths = usePaths();
  return (
    <Alert severity="info" data-testid="legal-earlier-version">
      <Trans>
        You are reading the version a booking accepted.{' '}
        <Link component={RouterLink} to={paths(document)}>
          Read the current version
        </Link>
      </Trans>
    </Alert>
  );
}

function LegalNav({ current }: { current: LegalDocument }) {
  const { t, i18n } = useLingui();
  const paths = usePaths();
  return (
    <Box component="nav" aria-label={t`Legal information`} sx={{ position: { md: 'sticky' }, top: { md: 96 } }}>
      <Typography component="h2" variant="overline" color="primary" sx={{ display: 'block', mb: 1.5 }}>
        <Trans>Legal information</Trans>
      </Typography>
      <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1.25 }}>
        {LEGAL_DOCUMENTS.map((document) => (
          <li key={document}>
            <Link
              component={RouterLink}
              to={paths(document)}
              underline="hover"
              aria-current={document === current ? 'page' : undefined}
              sx={{ color: document === current ? 'text.primary' : 'text.secondary', fontWeight: document === current ? 600 : 400 }}
            >
              {i18n._(PAGE_META[document].title)}
            </Link>
          </li>
        ))}
      </Box>
    </Box>
  );
}
