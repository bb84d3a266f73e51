/**
 * One language of one car in the grid: an icon and a word, never colour
 * alone. A partial cell also names the part that is there, which is what an
 * admin fixing it needs to know.
 */
import type { TranslationStatus } from '@costa/domain';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import RadioButtonUncheckedIcon from '@mui/icons-material/RadioButtonUnchecked';
import TonalityIcon from '@mui/icons-material/Tonality';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useLingui } from '@lingui/react/macro';
import { STATUS_LABELS } from '../translation-messages';

const ICONS = {
  complete: CheckCircleIcon,
  partial: TonalityIcon,
  none: RadioButtonUncheckedIcon,
} as const;

const COLORS = {
  complete: 'success.main',
  partial: 'warning.main',
  none: 'error.main',
} as const;

interface StatusCellProps {
  status: TranslationStatus;
  /** For a partial status: which part is translated. */
  has?: 'description' | 'features';
}

export function StatusLabel({ status, has }: StatusCellProps) {
  const { i18n, t } = useLingui();
  const Icon = ICONS[status];
  const detail = status === 'partial' ? (has === 'description' ? t`Description only` : t`Features only`) : null;
  return (
    <Box sx={{ display: 'inline-flex', alignItems: 'flex-start', gap: 0.75, whiteSpace: 'nowrap' }}>
      <Icon aria-hidden fontSize="small" sx={{ color: COLORS[status], mt: '1px' }} />
      <Box component="span" sx={{ display: 'flex', flexDirection: 'column' }}>
        <Typography component="span" variant="body2" sx={{ fontWeight: 500, lineHeight: 1.4 }}>
          {i18n._(STATUS_LABELS[status])}
        </Typography>
        {detail && (
          <Typography component="span" variant="caption" sx={{ color: 'text.secondary', lineHeight: 1.3 }}>
            {detail}
          </Typography>
        )}
      </Box>
    </Box>
  );
}
