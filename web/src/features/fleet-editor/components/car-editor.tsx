/**
 * The fleet editor's form, in a dialog (the whole screen on a
 * phone): every field of a car, its rental terms and a video, checked with
 * the domain's `carSchema` as the `saveCar` callable checks it, and the
 * photos. The car's address follows its name and model; the English
 * description and features are the sources the translation manager works
 * from. A new car's category fills in the terms staff have not set yet.
 */
import Close from '@mui/icons-material/Close';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import {
  AVAILABILITY_TYPES,
  buildCarSlug,
  CAR_CATEGORIES,
  CAR_LIMITS,
  carSchema,
  carToForm,
  DEFAULT_RENTAL_TERMS,
  emptyCarForm,
  localizedPath,
  RENTAL_TERM_KEYS,
  RENTAL_TERM_LIMITS,
  SPEC_KEYS,
  SPEC_NUMBER_KEYS,
  termsForCategory,
  type Car,
  type CarCategory,
  type CarFormValues,
  type RentalTermKey,
} from '@costa/domain';
import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useState, type ChangeEvent, type ReactNode } from 'react';
import { useCarLabels } from '../../../components/car/car-labels';
import { callFailure } from '../../../lib/call-failure';
import { useRefusalText } from '../../back-office/refusal-messages';
import { useSchemaForm } from '../../../components/forms/use-schema-form';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { useToast } from '../../../components/ui/use-toast';
import { useLang } from '../../../hooks/use-route-info';
import { saveCar } from '../api/fleet-data';
import { PhotoList } from './photo-list';

function Group({ title, children }: { title: ReactNode; children: ReactNode }) {
  return (
    <Box component="fieldset" sx={{ border: 0, m: 0, p: 0, minWidth: 0, display: 'grid', gap: 2 }}>
      <Typography component="legend" variant="subtitle1" sx={{ fontWeight: 600, mb: 1.5 }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}

const twoColumns = { display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } } as const;

interface CarEditorProps {
  /** The car to change, or null for a new one. */
  car: Car | null;
  onClose: () => void;
}

export function CarEditor({ car, onClose }: CarEditorProps) {
  const { t } = useLingui();
  const lang = useLang();
  const toast = useToast();
  const why = useRefusalText();
  const labels = useCarLabels();
  const titleId = useId();
  const fullScreen = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const { field, formRef, handleSubmit, busy, formik, setValue, errorOf, translate, showServerErrors } = useSchemaForm({
    schema: carSchema,
    initialValues: car ? carToForm(car) : emptyCarForm(new Date().getFullYear()),
    onSubmit: async (clean) => {
      try {
        await saveCar(car?.id ?? null, clean as unknown as CarFormValues);
        toast.success(car ? t`Car saved` : t`Car added`, t`The storefront shows the change now.`);
        onClose();
      } catch (error) {
        const { fields, reason } = callFailure(error);
        if (Object.keys(fields).length) showServerErrors(fields);
        else {
          console.error('Could not save the car', error);
          toast.error(t`Could not save the car`, why(reason));
        }
      }
    },
  });
  const values = formik.values;
  // Closing with changes not saved asks first: nothing typed is lost by a stray click or Escape.
  const [confirmingClose, setConfirmingClose] = useState(false);
  const requestClose = () => (formik.dirty ? setConfirmingClose(true) : onClose());
  const address = car ? localizedPath(lang, 'car', buildCarSlug(values.name || car.name, values.model || car.model, car.id)) : null;
  const carName = car?.name ?? '';
  const specNames: Record<string, string> = Object.fromEntries(SPEC_KEYS.map((key) => [key, labels.specName(key)]));
  const termFields: Record<RentalTermKey, { label: string; hint?: string }> = {
    depositEur: { label: t`Deposit (EUR)`, hint: t`Held on the driver's card at the handover.` },
    includedKmPerDay: { label: t`Km included per day` },
    extraKmEur: { label: t`Price per extra km (EUR)` },
    minDriverAge: { label: t`Minimum driver age` },
    minLicenceYears: { label: t`Years holding a licence` },
    insuranceExcessEur: { label: t`Insurance excess (EUR)`, hint: t`The most the driver pays of a damage.` },
  };

  const chooseCategory = (event: ChangeEvent<HTMLInputElement>) => {
    const category = event.target.value as CarCategory;
    const fill = !car && category in DEFAULT_RENTAL_TERMS;
    const rentalTerms = fill ? termsForCategory(values.rentalTerms, values.category, category) : values.rentalTerms;
    void formik.setValues({ ...values, category, rentalTerms }, true);
    void formik.setFieldTouched('category', true, false);
  };

  return (
    <Dialog open onClose={busy ? undefined : requestClose} aria-labelledby={titleId} fullScreen={fullScreen} maxWidth="md" fullWidth>
      <DialogTitle id={titleId} sx={{ pr: 7 }}>
        {car ? t`Edit ${carName}` : t`Add a car`}
        <IconButton aria-label={t`Close`} onClick={requestClose} disabled={busy} sx={{ position: 'absolute', right: 12, top: 12 }}>
          <Close />
        </IconButton>
      </DialogTitle>
      <DialogContent dividers>
        <Box ref={formRef} component="form" id={`${titleId}-form`} noValidate onSubmit={handleSubmit} aria-busy={busy} sx={{ display: 'grid', gap: 4 }}>
          <Group title={<Trans>The car</Trans>}>
            <TextField
              {...field('name', address ? t`Address: ${address}` : t`The car's address follows its name and model.`)}
              label={t`Name`}
              required
              fullWidth
              slotProps={{ htmlInput: { maxLength: CAR_LIMITS.name } }}
            />
            <Box sx={twoColumns}>
              <TextField {...field('brand')} label={t`Brand`} required slotProps={{ htmlInput: { maxLength: CAR_LIMITS.brand } }} />
              <TextField {...field('model')} label={t`Model`} required slotProps={{ htmlInput: { maxLength: CAR_LIMITS.model } }} />
              <TextField {...field('year')} label={t`Year`} required type="number" slotProps={{ htmlInput: { min: CAR_LIMITS.minYear, max: CAR_LIMITS.maxYear } }} />
              <TextField
                {...field('category', car ? undefined : t`Fills in the category's usual rental terms.`)}
                onChange={chooseCategory}
                select
                label={t`Category`}
                required
              >
                {CAR_CATEGORIES.map((category) => (
                  <MenuItem key={category} value={category}>
                    {labels.category(category)}
                  </MenuItem>
                ))}
              </TextField>
              <TextField {...field('availabilityType')} select label={t`Booking`} required>
                {AVAILABILITY_TYPES.map((type) => (
                  <MenuItem key={type} value={type}>
                    {labels.availabilityDetail({ availabilityType: type })}
                  </MenuItem>
                ))}
              </TextField>
              <TextField {...field('location')} label={t`Location`} required slotProps={{ htmlInput: { maxLength: CAR_LIMITS.location } }} />
              <TextField
                {...field('dailyPrice', t`Whole euros, VAT and insurance included.`)}
                label={t`Daily price (EUR)`}
                required
                type="number"
                slotProps={{ htmlInput: { min: 1, max: CAR_LIMITS.maxDailyPrice, step: 1 } }}
              />
              <FormControlLabel
                control={<Switch checked={values.isAvailable} onChange={(event) => setValue('isAvailable', event.target.checked)} disabled={busy} />}
                label={t`Shown on the site`}
              />
            </Box>
          </Group>

          <Group title={<Trans>Description and features (English)</Trans>}>
            <TextField
              {...field('description', t`The translation manager translates it into the other languages.`)}
              label={t`Description`}
              required
              multiline
              minRows={4}
              fullWidth
              slotProps={{ htmlInput: { maxLength: CAR_LIMITS.description } }}
            />
            <TextField
              name="features"
              label={t`Features`}
              multiline
              minRows={3}
              fullWidth
              value={values.features.join('\n')}
              onChange={(event) => setValue('features', event.target.value.split('\n'))}
              onBlur={formik.handleBlur}
              disabled={busy}
              error={Boolean(errorOf('features'))}
              helperText={errorOf('features') ?? t`One feature per line.`}
            />
          </Group>

          <Group title={<Trans>Specifications</Trans>}>
            <Box sx={{ ...twoColumns, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', md: '1fr 1fr 1fr' } }}>
              {SPEC_KEYS.map((key) =>
                (SPEC_NUMBER_KEYS as readonly string[]).includes(key) ? (
                  <TextField key={key} {...field(`specifications.${key}`)} label={specNames[key]} type="number" slotProps={{ htmlInput: { min: 0, step: 1 } }} />
                ) : (
                  <TextField key={key} {...field(`specifications.${key}`)} label={specNames[key]} slotProps={{ htmlInput: { maxLength: CAR_LIMITS.specification } }} />
                ),
              )}
            </Box>
          </Group>

          <Group title={<Trans>Rental terms</Trans>}>
            <Box sx={{ ...twoColumns, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', md: '1fr 1fr 1fr' } }}>
              {RENTAL_TERM_KEYS.map((key) => {
                const { min, max } = RENTAL_TERM_LIMITS[key];
                const cents = key === 'extraKmEur';
                return (
                  <TextField
                    key={key}
                    {...field(`rentalTerms.${key}`, termFields[key].hint)}
                    label={termFields[key].label}
                    required
                    type="number"
                    slotProps={{ htmlInput: { min, max, step: cents ? 0.01 : 1, inputMode: cents ? 'decimal' : 'numeric' } }}
                  />
                );
              })}
            </Box>
          </Group>

          <Group title={<Trans>Photos and video</Trans>}>
            <PhotoList
              carName={values.name || t`the new car`}
              photos={values.images}
              onChange={(photos) => setValue('images', photos)}
              error={errorOf('images') ?? errorOf('images[0]')}
              translate={translate}
              disabled={busy}
            />
            <TextField
              {...field('videoUrl', t`Optional. A video file on https, shown under the photos.`)}
              label={t`Video URL`}
              type="url"
              fullWidth
              slotProps={{ htmlInput: { maxLength: CAR_LIMITS.videoUrl, spellCheck: false } }}
            />
          </Group>
        </Box>
      </DialogContent>
      <DialogActions sx={{ px: 3, py: 2 }}>
        <Button onClick={requestClose} disabled={busy} color="inherit">
          <Trans>Cancel</Trans>
        </Button>
        <Button type="submit" form={`${titleId}-form`} variant="contained" loading={busy}>
          {car ? <Trans>Save car</Trans> : <Trans>Add car</Trans>}
        </Button>
      </DialogActions>
      <ConfirmDialog
        open={confirmingClose}
        title={t`Discard your changes?`}
        text={t`The changes to this car have not been saved.`}
        confirmLabel={t`Discard changes`}
        cancelLabel={t`Keep editing`}
        onConfirm={() => {
          setConfirmingClose(false);
          onClose();
        }}
        onClose={() => setConfirmingClose(false)}
      />
    </Dialog>
  );
}
