/**
 * The legal texts' editor: one tab per text (terms, privacy, cookies, legal
 * notice), its Markdown in each language with a preview as the public page
 * shows it (company facts filled in), Publish (after a confirmation: it makes
 * a new version customers accept from then on) and the versions published so
 * far, each readable on the site. Edits of every text and language stay while
 * switching between them, until published.
 */
import OpenInNewRounded from '@mui/icons-material/OpenInNewRounded';
import PublishRounded from '@mui/icons-material/PublishRounded';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import {
  COMPANY_PLACEHOLDERS,
  dateTimeFormat,
  fillCompanyFacts,
  LANGUAGES,
  LEGAL_DOCUMENTS,
  LEGAL_TEXT_MAX_LENGTH,
  legalPublishSchema,
  legalVersionQuery,
  localizedPath,
  PAGE_META,
  SITE_TIME_ZONE,
  validateForm,
  type Lang,
  type LegalDocument,
  type LegalVersion,
} from '@costa/domain';
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import { useSchemaForm } from '../../../components/forms/use-schema-form';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { LoadFailed } from '../../../components/ui/load-failed';
import { useToast } from '../../../components/ui/use-toast';
import { useLang } from '../../../hooks/use-route-info';
import { useDataRetry } from '../../back-office/data-boundary';
import { useRefusalText } from '../../back-office/refusal-messages';
import { LegalBody } from '../../../components/legal/legal-body';
import { useSiteSettings } from '../../site/use-site-settings';
import { publishLegalText, useCurrentLegalText, useLegalHistory } from '../api/legal-editor-data';

const LANGUAGE_NAMES: Record<Lang, string> = { en: 'English', es: 'Español', de: 'Deutsch', fr: 'Français', it: 'Italiano' };

type Drafts = Partial<Record<LegalDocument, Record<Lang, string>>>;

export function LegalEditorScreen() {
  const { t, i18n } = useLingui();
  const [document, setDocument] = useState<LegalDocument>('terms');
  // Unpublished edits per text, so switching tabs loses nothing.
  const [drafts, setDrafts] = useState<Drafts>({});
  return (
    <Stack spacing={3}>
      <Tabs
        value={document}
        onChange={(_, next: LegalDocument) => setDocument(next)}
        variant="scrollable"
        allowScrollButtonsMobile
        aria-label={t`Legal texts`}
      >
        {LEGAL_DOCUMENTS.map((key) => (
          <Tab key={key} value={key} label={i18n._(PAGE_META[key].title)} id={`legal-tab-${key}`} aria-controls="legal-panel" />
        ))}
      </Tabs>
      <Box id="legal-panel" role="tabpanel" aria-labelledby={`legal-tab-${document}`}>
        <LegalDocumentEditor
          key={document}
          document={document}
          draft={drafts[document]}
          onDraft={(texts) => setDrafts((current) => ({ ...current, [document]: texts }))}
          onPublished={() => setDrafts((current) => ({ ...current, [document]: undefined }))}
        />
      </Box>
    </Stack>
  );
}

function LegalDocumentEditor({
  document,
  draft,
  onDraft,
  onPublished,
}: {
  document: LegalDocument;
  draft: Record<Lang, string> | undefined;
  onDraft: (texts: Record<Lang, string> | undefined) => void;
  onPublished: () => void;
}) {
  const { t } = useLingui();
  const retry = useDataRetry();
  const current = useCurrentLegalText(document);
  if (current.status === 'loading') {
    return (
      <Stack spacing={2} role="status" aria-label={t`Loading…`}>
        <Skeleton variant="rounded" height={56} />
        <Skeleton variant="rounded" height={320} />
      </Stack>
    );
  }
  if (current.status === 'error') {
    return (
      <LoadFailed onRetry={retry}>
        <Trans>This text could not be loaded.</Trans>
      </LoadFailed>
    );
  }
  return (
    <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', lg: 'minmax(0, 1fr) 18rem' }, alignItems: 'start' }}>
      <TextsForm document={document} current={current.data} draft={draft} onDraft={onDraft} onPublished={onPublished} />
      <History document={document} />
    </Box>
  );
}

const emptyTexts = (): Record<Lang, string> => Object.fromEntries(LANGUAGES.map((lang) => [lang, ''])) as Record<Lang, string>;

function TextsForm({
  document,
  current,
  draft,
  onDraft,
  onPublished,
}: {
  document: LegalDocument;
  current: LegalVersion | null;
  draft: Record<Lang, string> | undefined;
  onDraft: (texts: Record<Lang, string> | undefined) => void;
  onPublished: () => void;
}) {
  const { t } = useLingui();
  const toast = useToast();
  const refusalText = useRefusalText();
  const settings = useSiteSettings();
  const [lang, setLang] = useState<Lang>('en');
  const [view, setView] = useState<'edit' | 'preview'>('edit');
  const [confirming, setConfirming] = useState(false);
  const published = { ...emptyTexts(), ...current?.texts };
  const { formik, formRef, field, handleSubmit, busy, showServerErrors } = useSchemaForm({
    schema: legalPublishSchema,
    initialValues: { document, texts: draft ?? published },
    onSubmit: async (clean) => {
      const outcome = await publishLegalText(document, clean.texts as Record<Lang, string>);
      setConfirming(false);
      if (outcome.ok) {
        const version = outcome.version;
        onPublished();
        formik.resetForm({ values: { document, texts: clean.texts as Record<Lang, string> } });
        toast.success(t`Version ${version} published`, t`The site shows it now; bookings from now on accept it.`);
        return;
      }
      showServerErrors(outcome.fields);
      toast.error(t`Could not publish`, refusalText(outcome.reason));
    },
  });
  const texts = formik.values.texts;
  const changed = LANGUAGES.some((key) => texts[key] !== published[key]);
  // Edits are kept above the tab, so switching to another text and back loses nothing.
  useEffect(() => {
    // Edited back to the published text, there is no draft to keep.
    onDraft(changed ? texts : undefined);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [texts]);
  const next = (current?.version ?? 0) + 1;
  const name = LANGUAGE_NAMES[lang];
  const placeholders = COMPANY_PLACEHOLDERS.map((placeholder) => `{{${placeholder}}}`).join(', ');

  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 }, borderRadius: 2, minWidth: 0 }}>
      <Box
        ref={formRef}
        component="form"
        noValidate
        aria-busy={busy}
        onSubmit={(event) => {
          event.preventDefault();
          // A text the schema refuses shows its error on its field; a valid one is confirmed first.
          if (validateForm(legalPublishSchema, formik.values).ok) setConfirming(true);
          else void handleSubmit();
        }}
        sx={{ display: 'grid', gap: 2 }}
      >
        <Typography color="textSecondary" data-testid="legal-current-version">
          {current ? <CurrentVersion version={current} /> : <Trans>Not published yet.</Trans>}
        </Typography>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, alignItems: 'center', justifyContent: 'space-between' }}>
          <ToggleButtonGroup
            value={lang}
            exclusive
            size="small"
            onChange={(_, value: Lang | null) => value && setLang(value)}
            aria-label={t`Language`}
          >
            {LANGUAGES.map((key) => (
              <ToggleButton key={key} value={key} lang={key} aria-label={LANGUAGE_NAMES[key]} sx={{ px: 1.5 }}>
                {key.toUpperCase()}
                {texts[key] !== published[key] ? (
                  <Box component="span" aria-hidden sx={{ ml: 0.5, color: 'warning.main' }}>
                    •
                  </Box>
                ) : null}
              </ToggleButton>
            ))}
          </ToggleButtonGroup>
          <ToggleButtonGroup value={view} exclusive size="small" onChange={(_, value: 'edit' | 'preview' | null) => value && setView(value)} aria-label={t`View`}>
            <ToggleButton value="edit">
              <Trans>Edit</Trans>
            </ToggleButton>
            <ToggleButton value="preview">
              <Trans>Preview</Trans>
            </ToggleButton>
          </ToggleButtonGroup>
        </Box>
        {view === 'edit' ? (
          <TextField
            {...field(
              `texts.${lang}`,
              lang === 'en'
                ? t`Markdown: ## headings, **bold**, - lists, [links](/en/contact). Company facts: ${placeholders}.`
                : t`Left empty, the page shows the English text.`,
            )}
            label={t`Text in ${name}`}
            multiline
            minRows={14}
            maxRows={30}
            fullWidth
            slotProps={{ htmlInput: { maxLength: LEGAL_TEXT_MAX_LENGTH, lang, spellCheck: true, 'data-testid': 'legal-text-input' } }}
            sx={{ '& textarea': { fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace', fontSize: '0.875rem', lineHeight: 1.6 } }}
          />
        ) : (
          <Box lang={lang} sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: { xs: 2, md: 3 }, maxHeight: '70vh', overflow: 'auto' }} data-testid="legal-preview">
            {texts[lang].trim() ? (
              <LegalBody markdown={fillCompanyFacts(texts[lang], settings)} />
            ) : (
              <Typography color="textSecondary">
                <Trans>No text in this language: the page shows the English one.</Trans>
              </Typography>
            )}
          </Box>
        )}
        {changed ? (
          <Alert severity="warning" variant="outlined">
            <Trans>Unpublished changes. Publishing makes them version {next}.</Trans>
          </Alert>
        ) : null}
        <Box sx={{ display: 'flex', gap: 1.5, flexWrap: 'wrap' }}>
          <Button type="submit" variant="contained" startIcon={<PublishRounded />} disabled={!changed || busy} loading={busy}>
            <Trans>Publish version {next}</Trans>
          </Button>
          <Button
            type="button"
            disabled={!changed || busy}
            onClick={() => {
              formik.resetForm({ values: { document, texts: published } });
              onPublished();
            }}
          >
            <Trans>Discard changes</Trans>
          </Button>
        </Box>
      </Box>
      <ConfirmDialog
        open={confirming}
        busy={busy}
        title={<Trans>Publish version {next}?</Trans>}
        text={
          <Trans>
            The site shows it at once, and every booking from now on accepts it. Bookings made before keep the version they
            accepted, which stays readable.
          </Trans>
        }
        confirmLabel={<Trans>Publish</Trans>}
        onConfirm={() => void handleSubmit()}
        onClose={() => setConfirming(false)}
      />
    </Paper>
  );
}

function CurrentVersion({ version }: { version: LegalVersion }) {
  const lang = useLang();
  const number = version.version;
  const date = dateTimeFormat(lang, { dateStyle: 'long', timeStyle: 'short', timeZone: SITE_TIME_ZONE }).format(new Date(version.publishedAt));
  return (
    <Trans>
      On the site: version {number}, published {date}.
    </Trans>
  );
}

function History({ document }: { document: LegalDocument }) {
  const { t } = useLingui();
  const lang = useLang();
  const history = useLegalHistory(document);
  const format = dateTimeFormat(lang, { dateStyle: 'medium', timeZone: SITE_TIME_ZONE });
  return (
    <Paper component="section" variant="outlined" aria-labelledby="legal-history" sx={{ p: { xs: 2, md: 2.5 }, borderRadius: 2 }}>
      <Typography id="legal-history" variant="h2" sx={{ fontSize: '1.125rem', mb: 1.5 }}>
        <Trans>Versions</Trans>
      </Typography>
      {history.status === 'loading' ? <Skeleton variant="rounded" height={80} aria-label={t`Loading…`} /> : null}
      {history.status === 'error' ? (
        <Typography color="error">
          <Trans>The versions could not be loaded.</Trans>
        </Typography>
      ) : null}
      {history.status === 'ready' && history.data.length === 0 ? (
        <Typography color="textSecondary">
          <Trans>None yet.</Trans>
        </Typography>
      ) : null}
      {history.status === 'ready' && history.data.length > 0 ? (
        <Box component="ol" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1.5 }} data-testid="legal-history">
          {history.data.map((entry) => {
            const number = entry.version;
            return (
              <Box component="li" key={number} sx={{ display: 'grid', gap: 0.25 }}>
                <Link
                  href={`${localizedPath(lang, document)}${legalVersionQuery(number)}`}
                  target="_blank"
                  rel="noopener"
                  sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, fontWeight: 600 }}
                >
                  <Trans>Version {number}</Trans>
                  <OpenInNewRounded sx={{ fontSize: 16 }} aria-label={t`opens in a new tab`} />
                </Link>
                <Typography variant="body2" color="textSecondary">
                  {format.format(new Date(entry.publishedAt))}
                  {entry.publishedBy ? ` · ${entry.publishedBy}` : ''}
                </Typography>
              </Box>
            );
          })}
        </Box>
      ) : null}
    </Paper>
  );
}
