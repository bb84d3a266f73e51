/**
 * The home page's featured cars: the six latest available cars,
 * live, with a link to the whole fleet.
 */
import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import Box from '@mui/material/Box';
import { Trans, useLingui } from '@lingui/react/macro';
import { HOME_CITY, LATEST_CARS_LIMIT, type Car } from '@costa/domain';
import type { ReactNode } from 'react';
import { Section } from '../../../components/page/section';
import { usePaths } from '../../../config/paths';
import { useLatestCars } from '../hooks/use-latest-cars';
import { CarGrid } from './car-grid';
import { CarsLoadError, NoCarsAvailable } from './fleet-messages';
import { LinkButton } from '../../../components/ui/buttons';

export function FeaturedCars({ renderCompare }: { renderCompare?: (car: Car) => ReactNode }) {
  const state = useLatestCars();
  const paths = usePaths();
  const { t } = useLingui();
  const city = HOME_CITY;
  return (
    <Section
      id="featured-cars"
      eyebrow={<Trans>The fleet</Trans>}
      title={<Trans>Featured cars</Trans>}
      intro={<Trans>The latest arrivals at our {city} showroom, ready to book or reserve on request.</Trans>}
    >
      <CarGrid
        state={state}
        skeletons={LATEST_CARS_LIMIT}
        errorMessage={<CarsLoadError />}
        emptyMessage={<NoCarsAvailable />}
        renderCompare={renderCompare}
        label={t`Featured cars`}
      />
      <Box sx={{ display: 'flex', justifyContent: 'center', mt: { xs: 4, md: 6 } }}>
        <LinkButton
          to={paths('cars')}
          variant="outlined"
          size="large"
          endIcon={<ArrowForwardIcon />}
        >
          <Trans>View the whole fleet</Trans>
        </LinkButton>
      </Box>
    </Section>
  );
}
