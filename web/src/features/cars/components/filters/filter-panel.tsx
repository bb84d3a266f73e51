/**
 * The nine fleet filters: availability, brand,
 * model, year, horsepower, roof, drivetrain, transmission and seats, and a
 * "Clear filters" button while any differs from its default. Options are the
 * loaded cars' values (domain `filterOptions`), shown in the page's language
 * and matched on the stored value. The panel itself holds no state: the
 * filters live in the URL.
 */
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import {
  numberFormat,
  countActiveFilters,
  filterOptions,
  HORSEPOWER_RANGE,
  withBrand,
  YEAR_RANGE,
  type Car,
  type FilterState,
  type Range,
} from '@costa/domain';
import { useId, useMemo, useRef } from 'react';
import { useCarLabels } from '../../../../components/car/car-labels';
import { useLang } from '../../../../hooks/use-route-info';
import type { FilterUpdate, SliderFilter } from '../../hooks/use-filter-query';
import { AvailabilityFilter } from './availability-filter';
import { FilterSelect, type FilterOption } from './filter-select';
import { RangeFilter } from './range-filter';

export interface FilterPanelProps {
  /** The loaded fleet: the source of the options. */
  cars: readonly Car[];
  filters: FilterState;
  setFilters: (update: FilterUpdate, slider?: SliderFilter) => void;
  clearFilters: () => void;
  /** The sheet shows its own title; the sidebar shows the panel's. */
  showTitle?: boolean;
}

export function FilterPanel({ cars, filters, setFilters, clearFilters, showTitle = true }: FilterPanelProps) {
  const { t } = useLingui();
  const labels = useCarLabels();
  const lang = useLang();
  const titleId = useId();
  const root = useRef<HTMLDivElement>(null);
  const options = useMemo(() => filterOptions(cars, filters.brand), [cars, filters.brand]);
  const active = countActiveFilters(filters);

  const number = numberFormat(lang);
  const formatYear = (year: number) => String(year);
  const formatHorsepower = (value: number) => {
    const hp = number.format(value);
    return value >= HORSEPOWER_RANGE.max ? t`${hp}+ hp` : t`${hp} hp`;
  };
  const describeHorsepower = ([min, max]: Range) => {
    const low = number.format(min);
    const high = max >= HORSEPOWER_RANGE.max ? `${number.format(max)}+` : number.format(max);
    return t`${low}–${high} hp`;
  };

  const translated = (values: string[]): FilterOption[] =>
    values.map((value) => ({ value, label: labels.specValue(value) ?? value }));
  const plain = (values: string[]): FilterOption[] => values.map((value) => ({ value, label: value }));
  const seats = (values: string[]): FilterOption[] =>
    values.map((value) => {
      const seatCount = Number(value);
      return { value, label: t({ message: plural(seatCount, { one: '# seat', other: '# seats' }) }) };
    });

  const set = (patch: Partial<FilterState>) => setFilters((current) => ({ ...current, ...patch }));

  const clear = () => {
    clearFilters();
    // The button goes away with the filters; keep keyboard focus in the panel.
    root.current?.focus();
  };

  return (
    <Box
      ref={root}
      tabIndex={-1}
      role="group"
      aria-labelledby={showTitle ? titleId : undefined}
      aria-label={showTitle ? undefined : t`Filters`}
      data-filter-panel
      sx={{ outline: 'none' }}
    >
      <Box
        sx={{
          display: 'flex',
          alignItems: 'center',
          justifyContent: showTitle ? 'space-between' : 'flex-end',
          gap: 1,
          minHeight: 36,
          mb: 2.5,
        }}
      >
        {showTitle && (
          <Typography
            id={titleId}
            component="h2"
            sx={(theme) => ({ fontFamily: theme.typography.h3.fontFamily, fontSize: '1.35rem', fontWeight: 500 })}
          >
            {t`Filters`}
          </Typography>
        )}
        {active > 0 && (
          <Button size="small" variant="text" onClick={clear} sx={{ color: 'primary.main', px: 1 }}>
            {t`Clear filters`}
          </Button>
        )}
      </Box>
      <Box sx={{ display: 'flex', flexDirection: 'column', gap: 3 }}>
        <AvailabilityFilter value={filters.availabilityType} onChange={(availabilityType) => set({ availabilityType })} />
        <FilterSelect
          name="brand"
          label={t`Brand`}
          allLabel={t({ message: 'All', context: 'brand filter' })}
          value={filters.brand}
          options={plain(options.brands)}
          onChange={(brand) => setFilters((current) => withBrand(current, brand, cars))}
        />
        <FilterSelect
          name="model"
          label={t`Model`}
          allLabel={t({ message: 'All', context: 'model filter' })}
          value={filters.model}
          options={plain(options.models)}
          onChange={(model) => set({ model })}
        />
        <RangeFilter
          label={t`Year`}
          value={filters.yearRange}
          limits={YEAR_RANGE}
          format={formatYear}
          thumbLabels={[t`Earliest year`, t`Latest year`]}
          onCommit={(yearRange) => setFilters((current) => ({ ...current, yearRange }), 'yearRange')}
        />
        <RangeFilter
          label={labels.specName('horsepower')}
          value={filters.horsepowerRange}
          limits={HORSEPOWER_RANGE}
          format={formatHorsepower}
          describe={describeHorsepower}
          thumbLabels={[t`Minimum horsepower`, t`Maximum horsepower`]}
          onCommit={(horsepowerRange) => setFilters((current) => ({ ...current, horsepowerRange }), 'horsepowerRange')}
        />
        <FilterSelect
          name="roof"
          label={labels.specName('roofType')}
          allLabel={t({ message: 'All', context: 'roof filter' })}
          value={filters.roofType}
          options={translated(options.roofTypes)}
          onChange={(roofType) => set({ roofType })}
        />
        <FilterSelect
          name="drivetrain"
          label={labels.specName('drivetrain')}
          allLabel={t({ message: 'All', context: 'drivetrain filter' })}
          value={filters.drivetrain}
          options={translated(options.drivetrains)}
          onChange={(drivetrain) => set({ drivetrain })}
        />
        <FilterSelect
          name="transmission"
          label={labels.specName('transmission')}
          allLabel={t({ message: 'All', context: 'transmission filter' })}
          value={filters.transmission}
          options={translated(options.transmissions)}
          onChange={(transmission) => set({ transmission })}
        />
        <FilterSelect
          name="seats"
          label={labels.specName('seatingCapacity')}
          allLabel={t({ message: 'All', context: 'seats filter' })}
          value={filters.seatingCapacity}
          options={seats(options.seatingCapacities)}
          onChange={(seatingCapacity) => set({ seatingCapacity })}
        />
      </Box>
    </Box>
  );
}
