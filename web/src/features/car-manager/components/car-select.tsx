/** The car selector: every car as "brand model year", searchable by typing. */
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useLingui } from '@lingui/react/macro';
import type { ManagerCar } from '../api/subscribe-manager-cars';

export function carLabel(car: ManagerCar): string {
  return [car.brand, car.model, car.year || ''].filter(Boolean).join(' ');
}

interface CarSelectProps {
  cars: ManagerCar[];
  value: ManagerCar | null;
  onChange: (car: ManagerCar | null) => void;
  loading: boolean;
  /** The block form's error for the car, shown under the picker. */
  error?: string;
}

export function CarSelect({ cars, value, onChange, loading, error }: CarSelectProps) {
  const { t } = useLingui();
  return (
    <Autocomplete
      options={cars}
      value={value}
      loading={loading}
      onChange={(_, car) => onChange(car)}
      getOptionLabel={carLabel}
      isOptionEqualToValue={(option, selected) => option.id === selected.id}
      // Keyed by id: two cars may share brand, model and year.
      renderOption={({ key: _key, ...props }, car) => (
        <Box component="li" key={car.id} {...props}>
          <Box sx={{ display: 'grid' }}>
            <span>{carLabel(car)}</span>
            <Typography component="span" variant="caption" color="textSecondary">
              {car.isAvailable ? `${car.name} · ${car.location}` : `${car.name} · ${car.location} · ${t`hidden from the site`}`}
            </Typography>
          </Box>
        </Box>
      )}
      loadingText={t`Loading cars…`}
      noOptionsText={t`No cars match`}
      openText={t`Open`}
      closeText={t`Close`}
      clearText={t`Clear`}
      renderInput={(params) => <TextField {...params} label={t`Car`} required error={Boolean(error)} helperText={error} placeholder={t`Choose a car`} />}
    />
  );
}
