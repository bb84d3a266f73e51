/**
 * A list of car cards in one, two or three columns (phone, tablet, desktop),
 * each priced "from" its lowest day price of the next 30 days, with the list's states: skeleton cards while loading,
 * the apology on error, the empty message when there is nothing to show.
 */
import ErrorOutlineIcon from '@mui/icons-material/ErrorOutlineOutlined';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { Trans } from '@lingui/react/macro';
import { lowestDayPrice, type Car } from '@costa/domain';
import type { ReactNode } from 'react';
import { Deferred } from '../../../components/ui/deferred';
import { visuallyHidden } from '../../../components/ui/visually-hidden';
import type { LiveState } from '../../../hooks/use-live';
import { useSeasonsAhead } from '../../prices/use-seasons';
import { CarCard, CarCardSkeleton } from './car-card';
import { Button } from '../../../components/ui/buttons';

interface CarGridProps {
  state: LiveState<Car[]>;
  /** How many skeleton cards stand in while loading (6 on home, 9 on the cars page). */
  skeletons: number;
  errorMessage: ReactNode;
  /** Shown when the list is empty; may hold an action (e.g. clear the filters). */
  emptyMessage: ReactNode;
  renderCompare?: (car: Car) => ReactNode;
  headingLevel?: 'h2' | 'h3';
  /** Labels the list for assistive technology. */
  label?: string;
  /** The grid is the first thing in view: its first row's photos load at once, the very first before all else. */
  leadsPage?: boolean;
}

/**
 * Columns follow the width the grid is given, not the window: beside the
 * filter sidebar a desktop grid is narrower than the home page's.
 */
const gridSx = {
  listStyle: 'none',
  m: 0,
  p: 0,
  display: 'grid',
  gap: { xs: 2.5, md: 3 },
  gridTemplateColumns: '1fr',
  '@container car-grid (min-width: 540px)': { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
  '@container car-grid (min-width: 820px)': { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' },
} as const;

const containerSx = { containerType: 'inline-size', containerName: 'car-grid' } as const;

/**
 * A card out of view is neither styled nor laid out until it comes near: the
 * browser's first layout of a full fleet (two thousand elements) takes half
 * as long. The size stands in for a card until it has been laid out once (a
 * card is 490-560 px high at every width), and is then remembered. Skipping
 * clips the card to its item; the margin keeps the hover lift's top edge.
 */
const itemSx = { minWidth: 0, contentVisibility: 'auto', containIntrinsicSize: 'auto 520px', overflowClipMargin: 8 } as const;

/** A desktop row holds three cards. */
const FIRST_ROW = 3;

export function CarGrid({ state, skeletons, errorMessage, emptyMessage, renderCompare, headingLevel, label, leadsPage = false }: CarGridProps) {
  // Each card's "from": its lowest day price over the days the seasons were read for.
  const ahead = useSeasonsAhead();
  if (state.status === 'loading') {
    return (
      <Box aria-busy="true" data-car-grid="loading" sx={containerSx}>
        <Box role="status" sx={visuallyHidden}>
          <Trans>Loading the cars…</Trans>
        </Box>
        <Box sx={gridSx}>
          {Array.from({ length: skeletons }, (_, i) => (
            <CarCardSkeleton key={i} />
          ))}
        </Box>
      </Box>
    );
  }

  if (state.status === 'error') {
    return (
      <Notice tone="error" data-car-grid="error" onRetry={state.retry}>
        {errorMessage}
      </Notice>
    );
  }

  if (state.data.length === 0) {
    return <Notice data-car-grid="empty">{emptyMessage}</Notice>;
  }

  return (
    <Box sx={containerSx}>
      <Box component="ul" aria-label={label} data-car-grid="ready" sx={gridSx}>
        {state.data.map((car, i) => (
          <Box component="li" key={car.id} sx={itemSx}>
            {/* One boundary per card: a server-rendered list becomes interactive card by card, never in one long task. */}
            <Deferred>
              <CarCard
                car={car}
                fromPrice={ahead ? lowestDayPrice(car, ahead.from, ahead.seasons) : undefined}
                compareControl={renderCompare?.(car)}
                headingLevel={headingLevel}
                photoPriority={!leadsPage || i >= FIRST_ROW ? 'lazy' : i === 0 ? 'lead' : 'eager'}
              />
            </Deferred>
          </Box>
        ))}
      </Box>
    </Box>
  );
}

function Notice({ children, tone, onRetry, ...rest }: { children: ReactNode; tone?: 'error'; onRetry?: () => void; 'data-car-grid': string }) {
  return (
    <Box
      role={tone === 'error' ? 'alert' : 'status'}
      {...rest}
      sx={{
        border: 1,
        borderColor: 'divider',
        borderStyle: 'dashed',
        borderRadius: 1.5,
        px: { xs: 3, md: 6 },
        py: { xs: 6, md: 9 },
        textAlign: 'center',
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        gap: 2,
      }}
    >
      {tone === 'error' && <ErrorOutlineIcon aria-hidden sx={{ color: 'error.main', fontSize: 32 }} />}
      <Typography component="div" sx={{ color: 'text.secondary', maxWidth: '52ch', lineHeight: 1.7 }}>
        {children}
      </Typography>
      {onRetry && (
        <Button variant="outlined" onClick={onRetry}>
          <Trans>Try again</Trans>
        </Button>
      )}
    </Box>
  );
}
