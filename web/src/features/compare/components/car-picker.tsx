/**
 * The searchable picker of an empty compare slot: available cars
 * ordered by name, searched by name, brand, model or year. Cars already
 * compared stay in the list, marked: choosing one explains that it is already
 * there rather than leaving the visitor to guess why it cannot be
 * picked. Escape closes the list, a second
 * Escape (or Cancel) gives up. Loaded lazily: the page only needs it once a
 * visitor asks to add a car.
 */
import type { Car } from '@costa/domain';
import { Trans, useLingui } from '@lingui/react/macro';
import CheckIcon from '@mui/icons-material/Check';
import Autocomplete, { createFilterOptions } from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import type { PickerCarsState } from '../use-picker-cars';
import { useCompareFormat } from '../use-compare-format';

export interface CarPickerProps {
  state: PickerCarsState;
  /** Ids already in the comparison: listed and marked. */
  selectedIds: readonly string[];
  onPick: (car: Car) => void;
  onCancel: () => void;
  onRetry: () => void;
}

const filterOptions = createFilterOptions<Car>({
  stringify: (car) => `${car.name} ${car.brand} ${car.model} ${car.year}`,
  trim: true,
});

export default function CarPicker({ state, selectedIds, onPick, onCancel, onRetry }: CarPickerProps) {
  const { t } = useLingui();
  const format = useCompareFormat();
  const [open, setOpen] = useState(true);
  const cars = state.status === 'ready' ? state.cars : [];
  const loading = state.status === 'loading' || state.status === 'idle';

  return (
    <Box sx={{ width: '100%', display: 'flex', flexDirection: 'column', gap: 1.5 }}>
      <Autocomplete<Car, false, false, false>
        options={cars}
        value={null}
        open={open}
        onOpen={() => setOpen(true)}
        onClose={() => setOpen(false)}
        openOnFocus
        autoHighlight
        blurOnSelect
        loading={loading}
        filterOptions={filterOptions}
        getOptionLabel={(car) => car.name}
        isOptionEqualToValue={(a, b) => a.id === b.id}
        onChange={(_event, car) => {
          if (car) onPick(car);
        }}
        onKeyDown={(event) => {
          if (event.key === 'Escape' && !open) {
            // Mark it handled so the list's own Escape (clearing the text) does not run as well.
            (event as typeof event & { defaultMuiPrevented?: boolean }).defaultMuiPrevented = true;
            onCancel();
          }
        }}
        loadingText={<Trans>Loading cars…</Trans>}
        noOptionsText={state.status === 'error' ? <Trans>Sorry, we couldn't load the cars.</Trans> : <Trans>No cars match your search</Trans>}
        renderOption={({ key, ...props }, car) => {
          const inList = selectedIds.includes(car.id);
          return (
            <Box
              component="li"
              key={key}
              {...props}
              sx={{ display: 'block !important', py: '10px !important', opacity: inList ? 0.7 : 1 }}
            >
              <Typography component="span" sx={{ display: 'block', fontWeight: 500 }}>
                {car.name}
              </Typography>
              <Typography component="span" variant="body2" sx={{ display: 'block', color: 'text.secondary' }}>
                {inList ? (
                  <>
                    <CheckIcon fontSize="inherit" aria-hidden sx={{ color: 'primary.main', verticalAlign: '-0.15em', mr: 0.5 }} />
                    <Trans>Already in your comparison</Trans>
                  </>
                ) : (
                  <>
                    {car.year} · {format.price(car.dailyPrice)} <Trans>per day</Trans>
                  </>
                )}
              </Typography>
            </Box>
          );
        }}
        renderInput={(params) => (
          <TextField
            {...params}
            autoFocus
            label={t`Search available cars`}
            placeholder={t`Name, brand or model`}
            slotProps={{
              ...params.slotProps,
              input: {
                ...params.slotProps.input,
                endAdornment: (
                  <>
                    {loading ? <CircularProgress color="inherit" size={18} aria-hidden /> : null}
                    {params.slotProps.input.endAdornment}
                  </>
                ),
              },
            }}
          />
        )}
      />
      {state.status === 'error' ? (
        <Box role="alert" sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap', color: 'error.main' }}>
          <Typography variant="body2" sx={{ color: 'inherit' }}>
            <Trans>Sorry, we couldn't load the cars.</Trans>
          </Typography>
          <Button size="small" onClick={onRetry}>
            <Trans>Try again</Trans>
          </Button>
        </Box>
      ) : null}
      <Button type="button" onClick={onCancel} color="inherit" sx={{ alignSelf: 'flex-start' }}>
        <Trans>Cancel</Trans>
      </Button>
    </Box>
  );
}
