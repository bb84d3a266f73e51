/** The compare page with no cars: a way to the fleet, and a picker to start right here. */
import type { Car } from '@costa/domain';
import { Trans } from '@lingui/react/macro';
import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import CompareArrowsIcon from '@mui/icons-material/CompareArrows';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { Ref } from 'react';
import { Link as RouterLink } from '../../../lib/router';
import { usePaths } from '../../../config/paths';
import type { PickerCars } from '../use-picker-cars';
import { EmptySlot } from './empty-slot';
import { IconBadge } from '../../../components/ui/icon-badge';

export interface CompareEmptyStateProps {
  picker: PickerCars;
  onPick: (car: Car) => void;
  headingRef?: Ref<HTMLHeadingElement>;
}

export function CompareEmptyState({ picker, onPick, headingRef }: CompareEmptyStateProps) {
  const paths = usePaths();
  return (
    <Paper
      variant="outlined"
      data-compare-empty
      sx={{
        borderRadius: 2,
        px: { xs: 3, md: 6 },
        py: { xs: 5, md: 8 },
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        textAlign: 'center',
        gap: 2.5,
      }}
    >
      <IconBadge size={64} outlined sx={{ '& svg': { fontSize: 30 } }}>
        <CompareArrowsIcon />
      </IconBadge>
      <Typography
        variant="h2"
        ref={headingRef}
        tabIndex={-1}
        sx={{ fontSize: '1.6rem', lineHeight: 1.3, '&:focus-visible': { outline: 'none' } }}
      >
        <Trans>No cars to compare yet</Trans>
      </Typography>
      <Typography sx={{ color: 'text.secondary', maxWidth: '52ch', lineHeight: 1.7 }}>
        <Trans>
          Choose up to three cars from our fleet to see their prices, power and seats side by side.
        </Trans>
      </Typography>
      <Box
        sx={{
          display: 'flex',
          gap: 2,
          flexWrap: 'wrap',
          justifyContent: 'center',
          alignItems: 'flex-start',
          width: '100%',
          '& .MuiButton-root': { whiteSpace: 'nowrap', flexGrow: { xs: 1, sm: 0 } },
        }}
      >
        <Button component={RouterLink} to={paths('cars')} variant="contained" size="large" endIcon={<ArrowForwardIcon />}>
          <Trans>Browse cars</Trans>
        </Button>
        <EmptySlot variant="inline" position={1} picker={picker} selectedIds={[]} onPick={onPick} />
      </Box>
    </Paper>
  );
}
