/**
 * A season's form, in a dialog (full screen on a phone): its names (English
 * required), its first and last day, what it applies to (the fleet, a
 * category or one car), its day price (a multiplier of each car's daily
 * price, or a fixed price) and, optionally, another for Saturdays and
 * Sundays. The domain's `seasonSchema` judges it here and in `saveSeason`;
 * an overlap with another season of the same scope is caught here against
 * the live list (`overlappingSeason`) and, authoritatively, by the server,
 * and either way shows on the first day.
 */
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import InputAdornment from '@mui/material/InputAdornment';
import MenuItem from '@mui/material/MenuItem';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  CAR_CATEGORIES,
  daysBetween,
  isDay,
  LANGUAGE_NAMES,
  overlappingSeason,
  SEASON_LIMITS,
  SEASON_MESSAGES,
  SEASON_SCOPES,
  seasonFormValues,
  seasonFromInput,
  seasonSchema,
  todayIn,
  type FormErrors,
  type FormMessage,
  type Lang,
  type Season,
  type SeasonRateKind,
  type SeasonScope,
  type WeekendKind,
} from '@costa/domain';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useId, useState } from 'react';
import { useSchemaForm } from '../../../components/forms/use-schema-form';
import { useToast } from '../../../components/ui/use-toast';
import { useCarLabels } from '../../../components/car/car-labels';
import { useRefusalText } from '../../back-office/refusal-messages';
import { FormDialog, fieldset, Legend } from '../../../components/forms/form-dialog';
import type { CarOption } from '../api/car-options';
import { saveSeason } from '../api/seasons-data';
import type { Loaded } from '../api/settings-data';
import { formatSeasonDay, multiplierChange, useSeasonText } from './season-text';

const OTHER_LANGS = ['es', 'de', 'fr', 'it'] as const satisfies readonly Lang[];

/** A message's day values ("2027-07-01") as the admin reads days ("1 Jul 2027"). */
function withReadableDays(fields: FormErrors, lang: Lang): FormErrors {
  const readable: FormErrors = {};
  for (const [path, found] of Object.entries(fields)) {
    if (!found) continue;
    const values = found.values && Object.fromEntries(Object.entries(found.values).map(([key, value]) => [key, isDay(value) ? formatSeasonDay(value, lang) : value]));
    readable[path] = values ? { ...found, values } : found;
  }
  return readable;
}



interface SeasonDialogProps {
  /** The season to edit; null for a new one. */
  season: Season | null;
  /** Every stored season, for the overlap check before sending. */
  seasons: readonly Season[];
  cars: Loaded<CarOption[]>;
  lang: Lang;
  onClose: () => void;
}

export function SeasonDialog({ season, seasons, cars, lang, onClose }: SeasonDialogProps) {
  const { t } = useLingui();
  const toast = useToast();
  const why = useRefusalText();
  const labels = useCarLabels();
  const text = useSeasonText(lang, cars.status === 'ready' ? cars.data : null);
  const rateLabelId = useId();
  const weekendLabelId = useId();
  const [today] = useState(() => todayIn());

  const { field, formRef, handleSubmit, busy, formik, setValue, showServerErrors, translate } = useSchemaForm({
    schema: seasonSchema,
    initialValues: seasonFormValues(season, today),
    onSubmit: async (clean) => {
      const refused = (fields: FormErrors) => {
        showServerErrors(fields);
        const first = Object.values(fields)[0];
        toast.error(t`Could not save the season`, first ? translate(first) : undefined);
      };
      const draft = seasonFromInput(clean);
      const other = overlappingSeason({ ...draft, id: clean.id }, seasons);
      if (other) {
        const overlap: FormMessage = { ...SEASON_MESSAGES.overlap, values: { name: text.name(other), from: other.startDate, to: other.endDate } };
        refused(withReadableDays({ startDate: overlap }, lang));
        return;
      }
      const outcome = await saveSeason(clean);
      if (outcome.ok) {
        toast.success(t`Season saved`, t`The storefront and new checkouts are priced with it now.`);
        onClose();
      } else if (Object.keys(outcome.fields).length > 0) {
        // The server judges with the form's schema: its refusal shows where the form's own would.
        refused(withReadableDays(outcome.fields, lang));
      } else {
        toast.error(t`Could not save the season`, why(outcome.reason));
      }
    },
  });
  const values = formik.values;

  /** A new kind of rate makes the old number meaningless (1.25 is no price): it starts empty. */
  const chooseKind = (path: 'rate' | 'weekend', kind: SeasonRateKind | WeekendKind) => {
    void formik.setFieldValue(`${path}.kind`, kind, false);
    void formik.setFieldValue(`${path}.value`, '', true);
    void formik.setFieldTouched(`${path}.value`, false, false);
  };
  const chooseScope = (scope: SeasonScope) => {
    void formik.setFieldValue('target', '', false);
    void formik.setFieldTouched('target', false, false);
    setValue('scope', scope);
  };

  const days = isDay(values.startDate) && isDay(values.endDate) && values.startDate <= values.endDate ? daysBetween(values.startDate, values.endDate) + 1 : null;
  const scopeLabels: Record<SeasonScope, string> = { fleet: t`Whole fleet`, category: t`A category`, car: t`One car` };

  /** What the typed rate means: a multiplier as the change it makes; a fixed price beyond one car, that every car then costs the same. */
  const rateHint = (path: 'rate' | 'weekend', kind: SeasonRateKind): string | undefined => {
    if (kind === 'fixed') return values.scope === 'car' ? undefined : t`Every car it applies to costs this much a day.`;
    const typed = String(values[path].value).trim();
    if (typed === '' || !(Number(typed) > 0)) return t`For example 1.25 for 25 % more, 0.9 for 10 % less.`;
    const change = multiplierChange(Number(typed), lang);
    return t`${change} on each car's daily price.`;
  };

  const valueField = (path: 'rate' | 'weekend', kind: SeasonRateKind) => {
    const hint = rateHint(path, kind);
    return kind === 'fixed' ? (
      <TextField
        {...field(`${path}.value`, hint)}
        label={path === 'rate' ? t`Day price` : t`Weekend day price`}
        type="number"
        required
        fullWidth
        slotProps={{
          htmlInput: { min: SEASON_LIMITS.fixed.min, max: SEASON_LIMITS.fixed.max, step: 1, inputMode: 'numeric' },
          input: { endAdornment: <InputAdornment position="end">€</InputAdornment> },
        }}
      />
    ) : (
      <TextField
        {...field(`${path}.value`, hint)}
        label={path === 'rate' ? t`Multiplier` : t`Weekend multiplier`}
        type="number"
        required
        fullWidth
        slotProps={{
          htmlInput: { min: SEASON_LIMITS.multiplier.min, max: SEASON_LIMITS.multiplier.max, step: 0.01, inputMode: 'decimal' },
          input: { startAdornment: <InputAdornment position="start">×</InputAdornment> },
        }}
      />
    );
  };

  const carList = cars.status === 'ready' ? cars.data : [];
  const unknownCar = values.scope === 'car' && values.target !== '' && cars.status === 'ready' && !carList.some((car) => car.id === values.target);

  return (
    <FormDialog
      title={season ? <Trans>Edit season</Trans> : <Trans>New season</Trans>}
      submitLabel=<Trans>Save season</Trans>
      busy={busy}
      onClose={onClose}
      formRef={formRef}
      onSubmit={handleSubmit}
    >
          <Box component="fieldset" sx={fieldset}>
            <Legend>
              <Trans>Name</Trans>
            </Legend>
            <Typography variant="body2" color="textSecondary" sx={{ mt: -0.5 }}>
              <Trans>Customers see the name in their own language. English is required; where another language has no name, its customers see a neutral label.</Trans>
            </Typography>
            <TextField
              {...field('names.en')}
              label={LANGUAGE_NAMES.en}
              required
              fullWidth
              autoFocus={!season}
              autoComplete="off"
              slotProps={{ htmlInput: { maxLength: SEASON_LIMITS.nameMax, lang: 'en' } }}
            />
            <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
              {OTHER_LANGS.map((other) => (
                <TextField
                  key={other}
                  {...field(`names.${other}`)}
                  label={LANGUAGE_NAMES[other]}
                  fullWidth
                  autoComplete="off"
                  slotProps={{ htmlInput: { maxLength: SEASON_LIMITS.nameMax, lang: other } }}
                />
              ))}
            </Box>
          </Box>

          <Box component="fieldset" sx={fieldset}>
            <Legend>
              <Trans>Days</Trans>
            </Legend>
            <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, alignItems: 'start' }}>
              <TextField {...field('startDate')} type="date" label={t`First day`} required fullWidth slotProps={{ inputLabel: { shrink: true } }} />
              <TextField
                {...field('endDate', days === null ? undefined : <Plural value={days} one="# day" other="# days, first and last included" />)}
                type="date"
                label={t`Last day`}
                required
                fullWidth
                slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: isDay(values.startDate) ? values.startDate : undefined } }}
              />
            </Box>
          </Box>

          <Box component="fieldset" sx={fieldset}>
            <Legend>
              <Trans>Applies to</Trans>
            </Legend>
            <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, alignItems: 'start' }}>
              <TextField {...field('scope')} select label={t`Scope`} fullWidth onChange={(event) => chooseScope(event.target.value as SeasonScope)}>
                {SEASON_SCOPES.map((scope) => (
                  <MenuItem key={scope} value={scope}>
                    {scopeLabels[scope]}
                  </MenuItem>
                ))}
              </TextField>
              {values.scope === 'category' && (
                <TextField {...field('target')} select label={t`Category`} required fullWidth onChange={(event) => setValue('target', event.target.value)}>
                  {CAR_CATEGORIES.map((category) => (
                    <MenuItem key={category} value={category}>
                      {labels.category(category)}
                    </MenuItem>
                  ))}
                </TextField>
              )}
              {values.scope === 'car' && (
                <TextField
                  {...field('target', cars.status === 'loading' ? t`Loading the cars…` : undefined)}
                  select
                  label={t`Car`}
                  required
                  fullWidth
                  disabled={busy || cars.status !== 'ready'}
                  onChange={(event) => setValue('target', event.target.value)}
                >
                  {unknownCar && <MenuItem value={values.target}>{t`A car no longer in the fleet`}</MenuItem>}
                  {carList.map(({ id, name, isAvailable }) => (
                    <MenuItem key={id} value={id}>
                      {isAvailable ? name : t`${name} (hidden)`}
                    </MenuItem>
                  ))}
                </TextField>
              )}
            </Box>
            <Typography variant="body2" color="textSecondary" sx={{ mt: -0.5 }}>
              <Trans>On any day the most specific season wins: one car's over its category's, a category's over the whole fleet's.</Trans>
            </Typography>
          </Box>

          <FormControl component="fieldset" disabled={busy} sx={fieldset}>
            <Legend id={rateLabelId}>
              <Trans>Day price</Trans>
            </Legend>
            <RadioGroup
              aria-labelledby={rateLabelId}
              name="rate.kind"
              value={values.rate.kind}
              onChange={(event) => chooseKind('rate', event.target.value as SeasonRateKind)}
              sx={{ mt: -1 }}
            >
              <FormControlLabel value="multiplier" control={<Radio />} label={t`A multiplier of each car's daily price`} />
              <FormControlLabel value="fixed" control={<Radio />} label={t`A fixed day price`} />
            </RadioGroup>
            {valueField('rate', values.rate.kind)}
          </FormControl>

          <FormControl component="fieldset" disabled={busy} sx={fieldset}>
            <Legend id={weekendLabelId}>
              <Trans>Saturdays and Sundays</Trans>
            </Legend>
            <RadioGroup
              aria-labelledby={weekendLabelId}
              name="weekend.kind"
              value={values.weekend.kind}
              onChange={(event) => chooseKind('weekend', event.target.value as WeekendKind)}
              sx={{ mt: -1 }}
            >
              <FormControlLabel value="same" control={<Radio />} label={t`The same as the other days`} />
              <FormControlLabel value="multiplier" control={<Radio />} label={t`A multiplier of their own`} />
              <FormControlLabel value="fixed" control={<Radio />} label={t`A fixed day price of their own`} />
            </RadioGroup>
            {values.weekend.kind === 'same' ? (
              <FormHelperText sx={{ mt: -1.5, mx: 0 }}>
                <Trans>Weekend days cost what the season's other days cost.</Trans>
              </FormHelperText>
            ) : (
              valueField('weekend', values.weekend.kind)
            )}
          </FormControl>

          {season && (
            <Alert severity="info" variant="outlined">
              <Trans>Orders already paid keep the price they were paid at.</Trans>
            </Alert>
          )}
    </FormDialog>
  );
}
