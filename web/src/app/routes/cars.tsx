/**
 * The cars page: the available fleet, live, narrowed by the nine
 * filters of the URL query; the filter panel is a sticky sidebar from 768 px
 * and a slide-in sheet below.
 */
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { filterCars, type Car } from '@costa/domain';
import { useMemo } from 'react';
import { Page } from '../../components/page/page';
import { PageHeader } from '../../components/page/page-header';
import { visuallyHidden } from '../../components/ui/visually-hidden';
import type { LiveState } from '../../hooks/use-live';
import { CarGrid } from '../../features/cars/components/car-grid';
import { mediaPart, staticComponent } from '../../components/ui/deferred';
import { CarsLoadError, NoCarsAvailable } from '../../features/cars/components/fleet-messages';
import { useAvailableCars } from '../../features/cars/hooks/use-available-cars';
import { useFilterQuery } from '../../features/cars/hooks/use-filter-query';
import { CompareToggle } from '../../features/compare/components/compare-toggle';
import { usePageHead } from '../../features/seo/use-page-head';
import { PHONE_QUERY, WIDE_QUERY } from '../../theme/tokens';
import { Button } from '../../components/ui/buttons';

// The filters load and become interactive after the list: the cars are what the visitor came for.
// Each screen loads only the form it shows: the sidebar from 768 px (the theme's `md`), the sheet below.
const FilterSidebar = mediaPart(
  WIDE_QUERY,
  () => import('../../features/cars/components/filters/filter-sidebar'),
  (m) => m.FilterSidebar,
);
const FilterSheet = mediaPart(
  PHONE_QUERY,
  () => import('../../features/cars/components/filters/filter-sheet'),
  (m) => m.FilterSheet,
);

/** Skeleton cards on the cars page. */
const SKELETONS = 9;

/**
 * How many cars the filters leave: the server's text while the page hydrates
 * (its plural would be the page's first Intl use, whose set-up is a long
 * task on a phone), rendered again when a filter changes the count.
 */
const ResultCount = staticComponent(function ResultCount({ resultCount }: { resultCount: number }) {
  return <Plural value={resultCount} one="# car" other="# cars" />;
});

const NO_CARS: readonly Car[] = [];

export default function CarsPage() {
  usePageHead();
  const { t } = useLingui();
  const fleet = useAvailableCars();
  const { filters, setFilters, clearFilters } = useFilterQuery();

  const cars = fleet.status === 'ready' ? fleet.data : NO_CARS;
  const shown = useMemo<LiveState<Car[]>>(
    () => (fleet.status === 'ready' ? { status: 'ready', data: filterCars(fleet.data, filters) } : fleet),
    [fleet, filters],
  );
  const resultCount = shown.status === 'ready' ? shown.data.length : null;
  const panel = { cars, filters, setFilters, clearFilters };
  const fleetIsEmpty = fleet.status === 'ready' && fleet.data.length === 0;

  return (
    <Page id="cars">
      <PageHeader
        page="cars"
        eyebrow={<Trans>Our fleet</Trans>}
        intro={<Trans>Supercars, convertibles, grand tourers and performance SUVs, ready for the Costa del Sol.</Trans>}
      />
      <Container maxWidth="lg" sx={{ py: { xs: 4, md: 7 } }}>
        {/* The mobile layout ends at 768 px (the theme's `md`). Chosen in CSS, so the server's
            HTML is right for every screen and nothing moves when the page hydrates. */}
        <Box
          sx={{
            display: 'grid',
            gap: { xs: 3, md: 5 },
            gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: '288px minmax(0, 1fr)' },
            alignItems: 'start',
          }}
        >
          <Box sx={{ display: { xs: 'none', md: 'contents' } }}>
            <FilterSidebar {...panel} />
          </Box>
          <Box component="section" aria-labelledby="cars-results-title">
            <Typography id="cars-results-title" component="h2" sx={visuallyHidden}>
              <Trans>Available cars</Trans>
            </Typography>
            <Box
              sx={{
                display: 'flex',
                alignItems: 'center',
                justifyContent: 'space-between',
                gap: 2,
                minHeight: 40,
                mb: 3,
              }}
            >
              <Typography
                component="div"
                role="status"
                data-result-count
                sx={{ color: 'text.secondary', fontSize: '0.9375rem', fontVariantNumeric: 'tabular-nums' }}
              >
                {resultCount !== null && <ResultCount resultCount={resultCount} />}
              </Typography>
              <Box sx={{ display: { xs: 'block', md: 'none' } }}>
                <FilterSheet {...panel} resultCount={resultCount} />
              </Box>
            </Box>
            <CarGrid
              state={shown}
              skeletons={SKELETONS}
              label={t`Available cars`}
              errorMessage={<CarsLoadError />}
              emptyMessage={fleetIsEmpty ? <NoCarsAvailable /> : <NoMatch onClear={clearFilters} />}
              renderCompare={(car) => <CompareToggle car={car} />}
              leadsPage
            />
          </Box>
        </Box>
      </Container>
    </Page>
  );
}

function NoMatch({ onClear }: { onClear: () => void }) {
  return (
    <>
      <Box component="span" sx={{ display: 'block', mb: 2.5 }}>
        <Trans>No cars match these filters.</Trans>
      </Box>
      <Button variant="outlined" onClick={onClear}>
        <Trans>Clear filters</Trans>
      </Button>
    </>
  );
}
