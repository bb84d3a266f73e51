/**
 * The translation manager's content: whether machine translation
 * is available, the two translate actions with the batch's progress, the
 * summary and the status grid, and the hand editor of one car. It reads
 * nothing until `enabled` (an administrator is signed in); the admin shell
 * around the route decides who gets here.
 */
import { needsTranslation, RS3_CAR_ID, translationSummary } from '@costa/domain';
import StopIcon from '@mui/icons-material/Stop';
import TranslateIcon from '@mui/icons-material/Translate';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { lazy, Suspense, useMemo, useState } from 'react';
import { LoadFailed } from '../../../components/ui/load-failed';
import type { TranslationCar } from '../api/subscribe-translation-cars';
import { useTranslationBatch } from '../hooks/use-translation-batch';
import { useTranslationCars } from '../hooks/use-translation-cars';
import { useTranslationService } from '../hooks/use-translation-service';
import { NOT_CONFIGURED } from '../translation-messages';
import { BatchProgress } from './batch-progress';
import { TranslationGrid } from './translation-grid';
import { TranslationSummary } from './translation-summary';

const TranslationEditor = lazy(() => import('./translation-editor'));

export function TranslationManager({ enabled }: { enabled: boolean }) {
  const { t, i18n } = useLingui();
  const state = useTranslationCars(enabled);
  const service = useTranslationService(enabled);
  const actions = useTranslationBatch(service.markNotConfigured);
  const [editingId, setEditingId] = useState<string | null>(null);

  const cars = useMemo(() => (state.status === 'ready' ? state.data : []), [state]);
  const summary = useMemo(() => translationSummary(cars), [cars]);
  const pending = useMemo(() => cars.filter(needsTranslation).length, [cars]);
  const rs3 = cars.find((car) => car.id === RS3_CAR_ID);
  const rs3Name = rs3?.name ?? 'Audi RS3';
  // The editor follows the live car, so a machine translation landing meanwhile shows in its saved status.
  const editing = cars.find((car) => car.id === editingId) ?? null;
  const busy = actions.running || actions.rs3Busy;

  if (state.status === 'loading') {
    return (
      <Box sx={{ display: 'grid', placeItems: 'center', minHeight: 240 }}>
        <CircularProgress aria-label={t`Loading the translations`} />
      </Box>
    );
  }
  if (state.status === 'error') {
    return (
      <LoadFailed onRetry={state.retry}>
        <Trans>Sorry, we couldn't load the cars.</Trans>
      </LoadFailed>
    );
  }

  return (
    <Stack spacing={{ xs: 3, md: 4 }}>
      {service.state === 'not-configured' && (
        <Alert severity="warning" data-testid="translation-not-configured">
          {i18n._(NOT_CONFIGURED)}
        </Alert>
      )}

      <Paper variant="outlined" component="section" aria-labelledby="translate-actions-title" sx={{ p: { xs: 2, md: 3 }, borderRadius: 2 }}>
        <Typography id="translate-actions-title" variant="h2" sx={{ fontSize: '1.25rem', mb: 1 }}>
          <Trans>Machine translation</Trans>
        </Typography>
        <Typography variant="body2" sx={{ color: 'text.secondary', mb: 2, maxWidth: '75ch' }}>
          {pending === 0 ? (
            <Trans>Every car has its description and features in all five languages.</Trans>
          ) : (
            <Plural
              value={pending}
              one="# car needs translation. The batch translates it into Spanish, German, French and Italian."
              other="# cars need translation. The batch translates them one at a time, 2 seconds apart, into Spanish, German, French and Italian."
            />
          )}
        </Typography>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} useFlexGap sx={{ flexWrap: 'wrap' }}>
          <Button
            variant="outlined"
            startIcon={actions.rs3Busy ? <CircularProgress size={18} color="inherit" aria-hidden /> : <TranslateIcon />}
            onClick={() => void actions.translateRs3()}
            disabled={busy}
            aria-describedby="translate-rs3-note"
          >
            {actions.rs3Busy ? <Trans>Translating RS3…</Trans> : <Trans>Translate RS3</Trans>}
          </Button>
          <Button
            variant="contained"
            startIcon={<TranslateIcon />}
            onClick={() => void actions.translateAll(cars)}
            disabled={busy}
          >
            <Trans>Translate all cars needing it</Trans>
          </Button>
          {actions.running && (
            <Button
              variant="text"
              color="inherit"
              startIcon={<StopIcon />}
              onClick={actions.stop}
              disabled={actions.batch?.status === 'stopping'}
            >
              <Trans>Stop the batch</Trans>
            </Button>
          )}
        </Stack>
        <Typography id="translate-rs3-note" variant="caption" component="p" sx={{ color: 'text.secondary', mt: 1.5 }}>
          <Trans>Translate RS3 translates the {rs3Name} only.</Trans>
        </Typography>
      </Paper>

      {actions.batch && <BatchProgress batch={actions.batch} />}

      <TranslationSummary summary={summary} />

      {cars.length === 0 ? (
        <Alert severity="info">{t`There are no cars to translate yet.`}</Alert>
      ) : (
        <TranslationGrid
          cars={cars}
          onEdit={(car: TranslationCar) => setEditingId(car.id)}
          activeCarName={actions.batch?.current ?? null}
        />
      )}

      {editing && (
        <Suspense fallback={null}>
          <TranslationEditor key={editing.id} car={editing} open onClose={() => setEditingId(null)} />
        </Suspense>
      )}
    </Stack>
  );
}
