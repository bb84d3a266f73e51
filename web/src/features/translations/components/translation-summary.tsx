/** The grid's figures: completion rate, cars, and complete, partial and missing language slots. */
import type { TranslationSummary as Summary } from '@costa/domain';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { STATUS_LABELS } from '../translation-messages';

function Figure({ term, value, note }: { term: string; value: ReactNode; note?: string }) {
  return (
    <Box sx={{ minWidth: 0 }}>
      <Typography component="dt" variant="body2" sx={{ color: 'text.secondary' }}>
        {term}
      </Typography>
      <Box component="dd" sx={{ m: 0 }}>
        <Typography component="span" sx={{ display: 'block', fontSize: { xs: '1.5rem', md: '1.75rem' }, fontWeight: 600, lineHeight: 1.2 }}>
          {value}
        </Typography>
        {note && (
          <Typography component="span" variant="caption" sx={{ display: 'block', color: 'text.secondary' }}>
            {note}
          </Typography>
        )}
      </Box>
    </Box>
  );
}

export function TranslationSummary({ summary }: { summary: Summary }) {
  const { t, i18n } = useLingui();
  const rate = i18n.number(summary.completionRate / 100, { style: 'percent' });
  const slots = summary.totalSlots;
  return (
    <Paper component="section" aria-label={t`Translation summary`} variant="outlined" sx={{ p: { xs: 2, md: 3 }, borderRadius: 2 }}>
      <Box
        component="dl"
        sx={{
          m: 0,
          display: 'grid',
          gap: { xs: 2, md: 3 },
          gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', sm: 'repeat(3, minmax(0, 1fr))', md: 'repeat(5, minmax(0, 1fr))' },
        }}
      >
        <Figure term={t`Completion rate`} value={rate} note={t`of ${slots} car languages complete`} />
        <Figure term={t`Total cars`} value={summary.totalCars} />
        <Figure term={i18n._(STATUS_LABELS.complete)} value={summary.complete} />
        <Figure term={i18n._(STATUS_LABELS.partial)} value={summary.partial} />
        <Figure term={i18n._(STATUS_LABELS.none)} value={summary.missing} />
      </Box>
      <LinearProgress
        variant="determinate"
        value={summary.completionRate}
        aria-label={t`Completion rate`}
        sx={{ mt: { xs: 2, md: 3 }, height: 6, borderRadius: 3 }}
      />
    </Paper>
  );
}
