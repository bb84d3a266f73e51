/**
 * Hand-editing a car's translations (beyond the product): one tab per target
 * language, the English source beside the fields as a read-only reference,
 * features one per line. Edits are kept per language while switching tabs;
 * Save checks every language with the domain's `translationEditsSchema`
 * (opening the first language with a problem) and writes every edited
 * language at once and nothing else. Loaded on the first click of an edit
 * button.
 */
import {
  englishDescription,
  englishFeatures,
  featuresFromLines,
  featuresToLines,
  isDescriptionTranslated,
  LANGUAGE_NAMES,
  TRANSLATION_LIMITS,
  TRANSLATION_TARGETS,
  translationEditsSchema,
  translationStatus,
  type TranslationTarget,
} from '@costa/domain';
import CloseIcon from '@mui/icons-material/Close';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useMemo, useState } from 'react';
import { useSchemaForm } from '../../../components/forms/use-schema-form';
import { useToast } from '../../../components/ui/use-toast';
import { visuallyHidden } from '../../../components/ui/visually-hidden';
import { saveCarTranslations, type CarTranslationEdits } from '../api/save-car-translations';
import type { TranslationCar } from '../api/subscribe-translation-cars';
import { failureMessage } from '../translation-messages';
import { StatusLabel } from './status-cell';

interface Draft {
  description: string;
  features: string;
}

type Drafts = Record<TranslationTarget, Draft>;

function draftsOf(car: TranslationCar): Drafts {
  return Object.fromEntries(
    TRANSLATION_TARGETS.map((lang) => [
      lang,
      { description: car.descriptionTranslations[lang] ?? '', features: featuresToLines(car.featuresTranslations[lang]) },
    ]),
  ) as Drafts;
}

function editOf(draft: Draft) {
  return { description: draft.description.trim(), features: featuresFromLines(draft.features) };
}

function isEdited(car: TranslationCar, lang: TranslationTarget, draft: Draft): boolean {
  const edit = editOf(draft);
  const stored = car.featuresTranslations[lang] ?? [];
  return (
    edit.description !== (car.descriptionTranslations[lang] ?? '').trim() ||
    edit.features.length !== stored.length ||
    edit.features.some((feature, i) => feature !== stored[i])
  );
}

/** The first language that is not complete: usually what the admin came to fix. */
function firstToFix(car: TranslationCar): TranslationTarget {
  return TRANSLATION_TARGETS.find((lang) => translationStatus(car, lang) !== 'complete') ?? TRANSLATION_TARGETS[0];
}

export interface TranslationEditorProps {
  car: TranslationCar;
  open: boolean;
  onClose: () => void;
}

export default function TranslationEditor({ car, open, onClose }: TranslationEditorProps) {
  const { t, i18n } = useLingui();
  const toast = useToast();
  const fullScreen = useMediaQuery((theme: Theme) => theme.breakpoints.down('md'));
  const baseId = useId();
  const titleId = `${baseId}-title`;
  const [tab, setTab] = useState<TranslationTarget>(() => firstToFix(car));
  const [initialDrafts] = useState<Drafts>(() => draftsOf(car));

  const { formik, field, formRef, handleSubmit, busy: saving } = useSchemaForm({
    schema: translationEditsSchema,
    initialValues: initialDrafts,
    onInvalid: (errors) => {
      const first = TRANSLATION_TARGETS.find((lang) => Object.keys(errors).some((path) => path.startsWith(`${lang}.`)));
      if (first) setTab(first);
    },
    onSubmit: async (checked) => {
      const saved = TRANSLATION_TARGETS.filter((lang) => isEdited(car, lang, checked[lang]));
      const edits: CarTranslationEdits = Object.fromEntries(saved.map((lang) => [lang, editOf(checked[lang])]));
      const outcome = await saveCarTranslations(car.id, edits);
      if (outcome.ok) {
        const languages = saved.map((lang) => LANGUAGE_NAMES[lang]).join(', ');
        toast.success(t`Translations saved`, t`${name}: ${languages}`);
        onClose();
        return;
      }
      toast.error(t`Failed to save translations`, i18n._(failureMessage(outcome)));
    },
  });

  const drafts = formik.values;
  const edited = useMemo(() => TRANSLATION_TARGETS.filter((lang) => isEdited(car, lang, drafts[lang])), [car, drafts]);
  const english = englishDescription(car);
  const englishList = englishFeatures(car);
  const draft = drafts[tab];
  const language = LANGUAGE_NAMES[tab];
  const name = car.name;
  const editedCount = edited.length;
  const sameAsEnglish = draft.description.trim() !== '' && draft.description.trim() === english;
  const description = field(`${tab}.description`, sameAsEnglish ? t`Same as the English text: it counts as not translated.` : ' ');

  return (
    <Dialog
      open={open}
      onClose={saving ? undefined : onClose}
      aria-labelledby={titleId}
      fullScreen={fullScreen}
      maxWidth="lg"
      fullWidth
    >
      {/* The form spans title to actions so Save submits it; a flex column, so the content still scrolls. */}
      <Box
        ref={formRef}
        component="form"
        noValidate
        onSubmit={handleSubmit}
        aria-busy={saving}
        sx={{ display: 'flex', flexDirection: 'column', flex: '1 1 auto', minHeight: 0 }}
      >
        <DialogTitle id={titleId} sx={{ pr: 7 }}>
          <Trans>Translations of {name}</Trans>
          <Typography component="span" variant="body2" sx={{ display: 'block', color: 'text.secondary' }}>
            {car.brand} · {car.model}
          </Typography>
        </DialogTitle>
        <IconButton onClick={onClose} disabled={saving} aria-label={t`Close`} sx={{ position: 'absolute', right: 12, top: 12 }}>
          <CloseIcon />
        </IconButton>
        <Tabs
          value={tab}
          onChange={(_, value: TranslationTarget) => setTab(value)}
          // Four short names fit a phone's width side by side; no scroll arrows needed.
          variant={fullScreen ? 'fullWidth' : 'standard'}
          aria-label={t`Language`}
          sx={{ px: { xs: 1, md: 2 }, borderBottom: 1, borderColor: 'divider' }}
        >
          {TRANSLATION_TARGETS.map((lang) => (
            <Tab
              key={lang}
              value={lang}
              id={`${baseId}-tab-${lang}`}
              aria-controls={`${baseId}-panel-${lang}`}
              label={
                <span>
                  {LANGUAGE_NAMES[lang]}
                  {edited.includes(lang) && (
                    <>
                      <Box component="span" aria-hidden sx={{ color: 'primary.main', ml: 0.5 }}>
                        •
                      </Box>
                      <Box component="span" sx={visuallyHidden}>
                        {t`(edited)`}
                      </Box>
                    </>
                  )}
                </span>
              }
            />
          ))}
        </Tabs>
        <DialogContent>
          <Box
            role="tabpanel"
            id={`${baseId}-panel-${tab}`}
            aria-labelledby={`${baseId}-tab-${tab}`}
            sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 1fr) minmax(0, 1.2fr)' }, pt: 1 }}
          >
            <Paper variant="outlined" component="section" aria-labelledby={`${baseId}-source`} sx={{ p: 2, borderRadius: 2, bgcolor: 'action.hover' }}>
              <Typography id={`${baseId}-source`} variant="subtitle2" component="h3" sx={{ mb: 1 }}>
                <Trans>English (source)</Trans>
              </Typography>
              <Box lang="en">
                <Typography variant="body2" sx={{ color: 'text.secondary', whiteSpace: 'pre-line', mb: 2 }}>
                  {english || t`No English description.`}
                </Typography>
                {englishList.length > 0 ? (
                  <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
                    {englishList.map((feature, i) => (
                      <Typography component="li" variant="body2" key={`${i}-${feature}`}>
                        {feature}
                      </Typography>
                    ))}
                  </Box>
                ) : (
                  <Typography variant="body2">{t`No English features.`}</Typography>
                )}
              </Box>
            </Paper>
            <Box sx={{ display: 'grid', gap: 2.5, alignContent: 'start' }}>
              <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
                <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                  <Trans>Saved status:</Trans>
                </Typography>
                <StatusLabel
                  status={translationStatus(car, tab)}
                  has={isDescriptionTranslated(car, tab) ? 'description' : 'features'}
                />
              </Box>
              <TextField
                {...description}
                key={`${tab}-description`}
                label={t`Description (${language})`}
                multiline
                minRows={6}
                fullWidth
                slotProps={{ htmlInput: { lang: tab, maxLength: TRANSLATION_LIMITS.description } }}
                color={sameAsEnglish && !description.error ? 'warning' : undefined}
              />
              <TextField
                {...field(`${tab}.features`, t`One feature per line, in the order of the English list.`)}
                key={`${tab}-features`}
                label={t`Features (${language})`}
                multiline
                minRows={4}
                fullWidth
                slotProps={{ htmlInput: { lang: tab } }}
              />
            </Box>
          </Box>
          {edited.length > 1 && (
            <Alert severity="info" sx={{ mt: 2 }}>
              {t`Saving stores your changes in ${editedCount} languages.`}
            </Alert>
          )}
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2.5, gap: 1 }}>
          <Button onClick={onClose} color="inherit" disabled={saving}>
            <Trans>Cancel</Trans>
          </Button>
          <Button type="submit" variant="contained" disabled={saving || edited.length === 0}>
            {saving ? <Trans>Saving…</Trans> : <Trans>Save translations</Trans>}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}
