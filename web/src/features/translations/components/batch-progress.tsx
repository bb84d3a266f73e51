/**
 * Progress of the running (or last) batch: n of N, the car being translated,
 * the pause between cars, and the cars that failed. Announced politely to
 * screen readers as it changes.
 */
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useLingui } from '@lingui/react/macro';
import type { BatchProgress as Progress } from '../hooks/use-translation-batch';

export function BatchProgress({ batch }: { batch: Progress }) {
  const { t } = useLingui();
  const { done, total, current } = batch;
  const position = Math.min(done + 1, total);
  const running = batch.status === 'running' || batch.status === 'stopping';
  let line: string;
  if (batch.status === 'stopping') line = t`Stopping after the current car…`;
  else if (running && current) line = t`Translating ${current} (car ${position} of ${total})…`;
  else if (running) line = t`${done} of ${total} cars done. Waiting 2 seconds before the next car…`;
  else if (batch.status === 'stopped') line = t`Stopped: ${done} of ${total} cars processed.`;
  else line = t`Finished: ${done} of ${total} cars processed.`;
  const failed = batch.failures.length;

  return (
    <Paper variant="outlined" component="section" aria-label={t`Batch translation progress`} sx={{ p: { xs: 2, md: 2.5 }, borderRadius: 2 }}>
      <Typography role="status" aria-live="polite" sx={{ fontWeight: 500 }}>
        {line}
      </Typography>
      <LinearProgress
        variant={running && current ? 'buffer' : 'determinate'}
        value={total ? (done / total) * 100 : 0}
        valueBuffer={total ? (position / total) * 100 : 0}
        aria-label={t`Cars processed`}
        aria-valuetext={t`${done} of ${total}`}
        sx={{
          mt: 1.5,
          height: 6,
          borderRadius: 3,
          '@media (prefers-reduced-motion: reduce)': { '& .MuiLinearProgress-dashed': { animation: 'none' } },
        }}
      />
      {failed > 0 && (
        <Alert severity="error" sx={{ mt: 2 }}>
          <Typography variant="body2" sx={{ fontWeight: 600, mb: 0.5 }}>
            {t`${failed} cars could not be translated; the batch went on with the others:`}
          </Typography>
          <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
            {batch.failures.map((failure) => (
              <li key={failure.id}>
                <Typography variant="body2">
                  {failure.name}: {failure.message}
                </Typography>
              </li>
            ))}
          </Box>
        </Alert>
      )}
    </Paper>
  );
}
