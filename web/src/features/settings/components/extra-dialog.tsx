/**
 * An extra's form, in a dialog (full screen on a phone): its name and
 * description in English (the name required) with the other languages under
 * "Translations", whether it asks for an additional driver, its price per
 * day or per rental with an optional cap for a per-day price, the cars it is
 * offered for (all, a category, or chosen cars), whether customers are
 * offered it now, and its place in the list. The domain's `extraSchema`
 * judges it here and in `saveExtra`; the server's refusal shows on the
 * fields it names.
 */
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Alert from '@mui/material/Alert';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import InputAdornment from '@mui/material/InputAdornment';
import MenuItem from '@mui/material/MenuItem';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  CAR_CATEGORIES,
  EXTRA_LIMITS,
  EXTRA_MESSAGES,
  extraFormValues,
  extraSchema,
  LANGUAGE_NAMES,
  type Extra,
  type ExtraPricing,
  type ExtraScope,
  type Lang,
} from '@costa/domain';
import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useState } from 'react';
import { useSchemaForm } from '../../../components/forms/use-schema-form';
import { useToast } from '../../../components/ui/use-toast';
import { useLang } from '../../../hooks/use-route-info';
import { useCarLabels } from '../../../components/car/car-labels';
import { useRefusalText } from '../../back-office/refusal-messages';
import { FormDialog, fieldset, Legend, pair } from '../../../components/forms/form-dialog';
import type { CarOption } from '../api/car-options';
import { saveExtra } from '../api/extras-data';
import type { Loaded } from '../api/settings-data';

const OTHER_LANGS = ['es', 'de', 'fr', 'it'] as const satisfies readonly Lang[];



interface ExtraDialogProps {
  /** The extra to edit; null for a new one. */
  extra: Extra | null;
  /** A new extra's place: after the last one. */
  nextPosition: number;
  cars: Loaded<CarOption[]>;
  onClose: () => void;
}

export function ExtraDialog({ extra, nextPosition, cars, onClose }: ExtraDialogProps) {
  const { t } = useLingui();
  const toast = useToast();
  const why = useRefusalText();
  const labels = useCarLabels();
  const pricingLabelId = useId();
  const scopeLabelId = useId();
  const driverHintId = useId();
  const activeHintId = useId();
  const adminLang = useLang();
  const initialValues = extraFormValues(extra, nextPosition);
  // Translations already written are shown; a new extra starts with English alone.
  const [translationsOpen, setTranslationsOpen] = useState(() =>
    OTHER_LANGS.some((lang) => initialValues.names[lang] !== '' || initialValues.descriptions[lang] !== ''),
  );

  const { field, errorOf, formRef, handleSubmit, busy, formik, setValue, showServerErrors, translate } = useSchemaForm({
    schema: extraSchema,
    initialValues,
    onSubmit: async (clean) => {
      const outcome = await saveExtra(clean);
      if (outcome.ok) {
        toast.success(t`Extra saved`, clean.isActive ? t`New orders can include it now.` : t`It stays paused: customers are not offered it.`);
        onClose();
      } else if (Object.keys(outcome.fields).length > 0) {
        // The server judges with the form's schema: its refusal shows where the form's own would.
        showServerErrors(outcome.fields);
        const first = Object.values(outcome.fields)[0];
        toast.error(t`Could not save the extra`, first ? translate(first) : undefined);
      } else {
        toast.error(t`Could not save the extra`, why(outcome.reason));
      }
    },
  });
  const values = formik.values;

  const nameLabel = (lang: Lang) => {
    const language = LANGUAGE_NAMES[lang];
    return t`Name (${language})`;
  };
  const descriptionLabel = (lang: Lang) => {
    const language = LANGUAGE_NAMES[lang];
    return t`Description (${language})`;
  };

  /** A new scope starts unjudged: its category or cars are asked for once chosen or sent. */
  const chooseScope = (scope: ExtraScope) => {
    void formik.setFieldTouched('category', false, false);
    void formik.setFieldTouched('carIds', false, false);
    setValue('scope', scope);
  };

  // A field of a folded translation that breaks a rule unfolds them, so it can be seen and take focus.
  const translationError = OTHER_LANGS.some((lang) => errorOf(`names.${lang}`) || errorOf(`descriptions.${lang}`));
  const translationsShown = translationsOpen || translationError;
  const translated = OTHER_LANGS.filter((lang) => values.names[lang].trim() !== '').map((lang) => LANGUAGE_NAMES[lang]);
  const translatedList = new Intl.ListFormat(adminLang, { type: 'conjunction' }).format(translated);

  const perDay = values.pricing === 'per-day';
  const carList = cars.status === 'ready' ? cars.data : [];
  const carById = new Map(carList.map((car) => [car.id, car]));
  // A chosen car since removed from the fleet stays listed, so it can be seen and taken out.
  const carOptions = [...carList.map((car) => car.id), ...values.carIds.filter((id) => !carById.has(id))];
  const carLabel = (id: string): string => {
    const car = carById.get(id);
    if (!car) return cars.status === 'ready' ? t`A car no longer in the fleet` : id;
    const { name } = car;
    return car.isAvailable ? name : t`${name} (hidden)`;
  };
  // The list's rule is about the whole list (1 to 30 cars); a rule about one car shows there too.
  const carsRule: unknown = formik.errors.carIds;
  const carsError = !formik.touched.carIds || !carsRule ? undefined : Array.isArray(carsRule) ? translate(EXTRA_MESSAGES.cars) : errorOf('carIds');

  return (
    <FormDialog
      title={extra ? <Trans>Edit extra</Trans> : <Trans>New extra</Trans>}
      submitLabel=<Trans>Save extra</Trans>
      busy={busy}
      onClose={onClose}
      formRef={formRef}
      onSubmit={handleSubmit}
    >
          <Box component="fieldset" sx={fieldset}>
            <Legend>
              <Trans>Name and description</Trans>
            </Legend>
            <Typography variant="body2" color="textSecondary" sx={{ mt: -0.5 }}>
              <Trans>Customers read them in their own language. English is required; where another language has none, its customers read the English.</Trans>
            </Typography>
            <TextField
              {...field('names.en')}
              label={nameLabel('en')}
              required
              fullWidth
              autoFocus={!extra}
              autoComplete="off"
              slotProps={{ htmlInput: { maxLength: EXTRA_LIMITS.nameMax, lang: 'en' } }}
            />
            <TextField
              {...field('descriptions.en', t`Optional: what it is and what it covers.`)}
              label={descriptionLabel('en')}
              fullWidth
              multiline
              minRows={2}
              slotProps={{ htmlInput: { maxLength: EXTRA_LIMITS.descriptionMax, lang: 'en' } }}
            />
            <Accordion
              disableGutters
              variant="outlined"
              expanded={translationsShown}
              onChange={(_, expanded) => setTranslationsOpen(expanded)}
              sx={{ borderRadius: 1, '&::before': { display: 'none' } }}
            >
              <AccordionSummary expandIcon={<ExpandMoreIcon />}>
                <Box sx={{ display: 'grid' }}>
                  <Typography variant="body2" sx={{ fontWeight: 600 }}>
                    <Trans>Translations</Trans>
                  </Typography>
                  <Typography variant="caption" color="textSecondary">
                    {translated.length > 0 ? (
                      <Trans>Named in {translatedList}</Trans>
                    ) : (
                      <Trans>Optional</Trans>
                    )}
                  </Typography>
                </Box>
              </AccordionSummary>
              <AccordionDetails sx={{ display: 'grid', gap: 3 }}>
                {OTHER_LANGS.map((lang) => (
                  <Box key={lang} sx={{ display: 'grid', gap: 2 }}>
                    <TextField
                      {...field(`names.${lang}`)}
                      label={nameLabel(lang)}
                      fullWidth
                      autoComplete="off"
                      slotProps={{ htmlInput: { maxLength: EXTRA_LIMITS.nameMax, lang } }}
                    />
                    <TextField
                      {...field(`descriptions.${lang}`)}
                      label={descriptionLabel(lang)}
                      fullWidth
                      multiline
                      minRows={2}
                      slotProps={{ htmlInput: { maxLength: EXTRA_LIMITS.descriptionMax, lang } }}
                    />
                  </Box>
                ))}
              </AccordionDetails>
            </Accordion>
          </Box>

          <FormControl component="fieldset" disabled={busy} sx={fieldset}>
            <Legend id={pricingLabelId}>
              <Trans>Price</Trans>
            </Legend>
            <RadioGroup
              aria-labelledby={pricingLabelId}
              name="pricing"
              row
              value={values.pricing}
              onChange={(event) => setValue('pricing', event.target.value as ExtraPricing)}
              sx={{ mt: -1 }}
            >
              <FormControlLabel value="per-day" control={<Radio />} label={t`Per day`} />
              <FormControlLabel value="per-rental" control={<Radio />} label={t`Per rental`} />
            </RadioGroup>
            <Box sx={pair}>
              <TextField
                {...field('price', t`Including VAT, in whole euros.`)}
                label={perDay ? t`Price per day` : t`Price per rental`}
                type="number"
                required
                fullWidth
                slotProps={{
                  htmlInput: { min: EXTRA_LIMITS.price.min, max: EXTRA_LIMITS.price.max, step: 1, inputMode: 'numeric' },
                  input: { endAdornment: <InputAdornment position="end">€</InputAdornment> },
                }}
              />
              {perDay && (
                <TextField
                  {...field('cap', t`Leave empty for no cap.`)}
                  label={t`Most for one rental`}
                  type="number"
                  fullWidth
                  slotProps={{
                    htmlInput: { min: EXTRA_LIMITS.cap.min, max: EXTRA_LIMITS.cap.max, step: 1, inputMode: 'numeric' },
                    input: { endAdornment: <InputAdornment position="end">€</InputAdornment> },
                  }}
                />
              )}
            </Box>
          </FormControl>

          <FormControl component="fieldset" disabled={busy} sx={fieldset}>
            <Legend id={scopeLabelId}>
              <Trans>Offered for</Trans>
            </Legend>
            <RadioGroup
              aria-labelledby={scopeLabelId}
              name="scope"
              value={values.scope}
              onChange={(event) => chooseScope(event.target.value as ExtraScope)}
              sx={{ mt: -1 }}
            >
              <FormControlLabel value="all" control={<Radio />} label={t`All cars`} />
              <FormControlLabel value="category" control={<Radio />} label={t`A category`} />
              <FormControlLabel value="cars" control={<Radio />} label={t`Chosen cars`} />
            </RadioGroup>
            {values.scope === 'category' && (
              <TextField {...field('category')} select label={t`Category`} required fullWidth onChange={(event) => setValue('category', event.target.value)}>
                {CAR_CATEGORIES.map((category) => (
                  <MenuItem key={category} value={category}>
                    {labels.category(category)}
                  </MenuItem>
                ))}
              </TextField>
            )}
            {values.scope === 'cars' && (
              <Autocomplete
                multiple
                filterSelectedOptions
                options={carOptions}
                value={values.carIds}
                onChange={(_, ids) => setValue('carIds', ids)}
                onBlur={() => void formik.setFieldTouched('carIds', true)}
                getOptionLabel={carLabel}
                disabled={busy || cars.status !== 'ready'}
                loading={cars.status === 'loading'}
                loadingText={t`Loading the cars…`}
                noOptionsText={t`No cars match`}
                openText={t`Open`}
                closeText={t`Close`}
                clearText={t`Clear`}
                renderInput={(params) => (
                  <TextField
                    {...params}
                    name="carIds"
                    label={t`Cars`}
                    required
                    error={Boolean(carsError)}
                    helperText={carsError ?? (cars.status === 'loading' ? t`Loading the cars…` : t`Up to 30 cars.`)}
                  />
                )}
              />
            )}
          </FormControl>

          <Box component="fieldset" sx={fieldset}>
            <Legend>
              <Trans>On the order page</Trans>
            </Legend>
            <Box sx={{ mt: -1 }}>
              <FormControlLabel
                control={
                  <Switch
                    name="kind"
                    checked={values.kind === 'additional-driver'}
                    onChange={(event) => setValue('kind', event.target.checked ? 'additional-driver' : 'other')}
                    disabled={busy}
                    slotProps={{ input: { 'aria-describedby': driverHintId } }}
                  />
                }
                label={t`Asks for an additional driver's details`}
              />
              <FormHelperText id={driverHintId} sx={{ mt: 0, mx: 0 }}>
                <Trans>Customers who choose it enter a second driver, who must meet the car's driver terms as the main driver does.</Trans>
              </FormHelperText>
            </Box>
            <Box>
              <FormControlLabel
                control={
                  <Switch
                    name="isActive"
                    checked={values.isActive}
                    onChange={(event) => setValue('isActive', event.target.checked)}
                    disabled={busy}
                    slotProps={{ input: { 'aria-describedby': activeHintId } }}
                  />
                }
                label={t`Offered to customers`}
              />
              <FormHelperText id={activeHintId} sx={{ mt: 0, mx: 0 }}>
                <Trans>A paused extra stays here, ready to offer again, but customers do not see it.</Trans>
              </FormHelperText>
            </Box>
            <TextField
              {...field('position', t`Smaller numbers come first.`)}
              label={t`Position`}
              type="number"
              fullWidth
              sx={{ maxWidth: { sm: 'calc(50% - 8px)' } }}
              slotProps={{ htmlInput: { min: 0, max: 1000, step: 1, inputMode: 'numeric' } }}
            />
          </Box>

          {extra && (
            <Alert severity="info" variant="outlined">
              <Trans>Orders already paid keep the extras and prices they were paid with.</Trans>
            </Alert>
          )}
    </FormDialog>
  );
}
