/**
 * The date-block form: start and end dates, the type (admin by
 * default, or maintenance) and optional notes. The domain's `blockSchema`
 * (the one `createBlock` checks with) decides what is missing or wrong; the
 * car manager holds the form and shows a refusal at the fields and in a toast.
 */
import { BLOCK_NOTES_MAX, STAFF_BLOCK_TYPES, type Lang, type StaffBlockType } from '@costa/domain';
import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { deDE, enUS, esES, frFR, itIT } from '@mui/x-date-pickers/locales';
import { Trans, useLingui } from '@lingui/react/macro';
import dayjs, { type Dayjs } from 'dayjs';
import 'dayjs/locale/de';
import 'dayjs/locale/en-gb';
import 'dayjs/locale/es';
import 'dayjs/locale/fr';
import 'dayjs/locale/it';
import { useId } from 'react';
import type { BlockFormApi } from '../hooks/use-block-form';
import { BLOCK_TYPE_LABELS } from '../car-manager-messages';

const ISO = 'YYYY-MM-DD';
/** British English for English: day first and weeks from Monday, as on the Spanish coast. */
const DAYJS_LOCALE: Record<Lang, string> = { en: 'en-gb', es: 'es', de: 'de', fr: 'fr', it: 'it' };
const PICKER_TEXTS = { en: enUS, es: esES, de: deDE, fr: frFR, it: itIT } as const;

interface BlockFormProps {
  lang: Lang;
  form: BlockFormApi;
}

const toDay = (value: Dayjs | null) => (value && value.isValid() ? value.format(ISO) : '');
const fromDay = (day: string) => (day ? dayjs(day) : null);

export function BlockForm({ lang, form }: BlockFormProps) {
  const { t, i18n } = useLingui();
  const typeLabelId = useId();
  const { formik, field, errorOf, setValue, handleSubmit, busy } = form;
  const draft = formik.values;
  const dateField = (name: 'startDate' | 'endDate') => {
    const error = errorOf(name);
    return { required: true, fullWidth: true, name, error: Boolean(error), helperText: error, onBlur: () => void formik.setFieldTouched(name, true) };
  };

  return (
    <LocalizationProvider
      dateAdapter={AdapterDayjs}
      adapterLocale={DAYJS_LOCALE[lang]}
      localeText={PICKER_TEXTS[lang].components.MuiLocalizationProvider.defaultProps.localeText}
    >
      <Stack component="form" noValidate onSubmit={handleSubmit} spacing={3} aria-label={t`New block`}>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <DatePicker
            label={t`Start date`}
            value={fromDay(draft.startDate)}
            onChange={(value) => setValue('startDate', toDay(value))}
            disablePast
            disabled={busy}
            slotProps={{ textField: dateField('startDate') }}
          />
          <DatePicker
            label={t`End date`}
            value={fromDay(draft.endDate)}
            onChange={(value) => setValue('endDate', toDay(value))}
            disablePast
            referenceDate={fromDay(draft.startDate) ?? undefined}
            disabled={busy}
            slotProps={{ textField: dateField('endDate') }}
          />
        </Stack>

        <FormControl disabled={busy}>
          <FormLabel id={typeLabelId}>
            <Trans>Block type</Trans>
          </FormLabel>
          <RadioGroup
            row
            aria-labelledby={typeLabelId}
            name="blockType"
            value={draft.blockType}
            onChange={(event) => setValue('blockType', event.target.value as StaffBlockType)}
          >
            {STAFF_BLOCK_TYPES.map((type) => (
              <FormControlLabel key={type} value={type} control={<Radio />} label={i18n._(BLOCK_TYPE_LABELS[type])} />
            ))}
          </RadioGroup>
        </FormControl>

        <TextField
          {...field('notes', `${draft.notes.length} / ${BLOCK_NOTES_MAX}`)}
          label={t`Notes`}
          multiline
          minRows={2}
          maxRows={6}
          slotProps={{ htmlInput: { maxLength: BLOCK_NOTES_MAX } }}
        />

        <Stack direction="row" sx={{ justifyContent: 'flex-end' }}>
          <Button type="submit" variant="contained" loading={busy} sx={{ width: { xs: '100%', sm: 'auto' } }}>
            <Trans>Create Block</Trans>
          </Button>
        </Stack>
      </Stack>
    </LocalizationProvider>
  );
}
