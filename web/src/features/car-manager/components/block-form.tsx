/**
 * The date-block form (spec 2.13, 5): start and end dates, the type (admin by
 * default, or maintenance) and optional notes. The domain's rule decides what
 * is missing or wrong; the form shows it at the fields and in a toast.
 */
import { BLOCK_NOTES_MAX, STAFF_BLOCK_TYPES, type BlockFormError, type Lang, type StaffBlockType } from '@costa/domain';
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
import { useId, type FormEvent } from 'react';
import { BLOCK_FORM_ERRORS, BLOCK_TYPE_LABELS } from '../car-manager-messages';

const ISO = 'YYYY-MM-DD';
/** British English for English: day first and weeks from Monday, as on the Spanish coast. */
const DAYJS_LOCALE: Record<Lang, string> = { en: 'en-gb', es: 'es', de: 'de', fr: 'fr', it: 'it' };
const PICKER_TEXTS = { en: enUS, es: esES, de: deDE, fr: frFR, it: itIT } as const;

export interface BlockDraft {
  startDate: string;
  endDate: string;
  blockType: StaffBlockType;
  notes: string;
}

interface BlockFormProps {
  lang: Lang;
  draft: BlockDraft;
  onChange: (draft: BlockDraft) => void;
  onSubmit: () => void;
  error: BlockFormError | null;
  busy: boolean;
  disabled: boolean;
}

const toDay = (value: Dayjs | null) => (value && value.isValid() ? value.format(ISO) : '');
const fromDay = (day: string) => (day ? dayjs(day) : null);

export function BlockForm({ lang, draft, onChange, onSubmit, error, busy, disabled }: BlockFormProps) {
  const { t, i18n } = useLingui();
  const typeLabelId = useId();
  const message = error ? i18n._(BLOCK_FORM_ERRORS[error]) : null;
  const set = (patch: Partial<BlockDraft>) => onChange({ ...draft, ...patch });
  const missing = error === 'required';

  function submit(event: FormEvent) {
    event.preventDefault();
    onSubmit();
  }

  return (
    <LocalizationProvider
      dateAdapter={AdapterDayjs}
      adapterLocale={DAYJS_LOCALE[lang]}
      localeText={PICKER_TEXTS[lang].components.MuiLocalizationProvider.defaultProps.localeText}
    >
      <Stack component="form" noValidate onSubmit={submit} spacing={3} aria-label={t`New block`}>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <DatePicker
            label={t`Start date`}
            value={fromDay(draft.startDate)}
            onChange={(value) => set({ startDate: toDay(value) })}
            disablePast
            disabled={disabled || busy}
            slotProps={{
              textField: { required: true, fullWidth: true, error: missing && !draft.startDate, name: 'startDate' },
            }}
          />
          <DatePicker
            label={t`End date`}
            value={fromDay(draft.endDate)}
            onChange={(value) => set({ endDate: toDay(value) })}
            disablePast
            referenceDate={fromDay(draft.startDate) ?? undefined}
            disabled={disabled || busy}
            slotProps={{
              textField: {
                required: true,
                fullWidth: true,
                name: 'endDate',
                error: (missing && !draft.endDate) || error === 'end-before-start',
                helperText: error === 'end-before-start' ? message : undefined,
              },
            }}
          />
        </Stack>

        <FormControl disabled={disabled || busy}>
          <FormLabel id={typeLabelId}>
            <Trans>Block type</Trans>
          </FormLabel>
          <RadioGroup
            row
            aria-labelledby={typeLabelId}
            name="blockType"
            value={draft.blockType}
            onChange={(event) => set({ blockType: event.target.value as StaffBlockType })}
          >
            {STAFF_BLOCK_TYPES.map((type) => (
              <FormControlLabel key={type} value={type} control={<Radio />} label={i18n._(BLOCK_TYPE_LABELS[type])} />
            ))}
          </RadioGroup>
        </FormControl>

        <TextField
          label={t`Notes`}
          value={draft.notes}
          onChange={(event) => set({ notes: event.target.value })}
          multiline
          minRows={2}
          maxRows={6}
          disabled={disabled || busy}
          error={error === 'notes-too-long'}
          helperText={`${draft.notes.length} / ${BLOCK_NOTES_MAX}`}
          slotProps={{ htmlInput: { maxLength: BLOCK_NOTES_MAX } }}
        />

        <Stack direction="row" sx={{ justifyContent: 'flex-end' }}>
          <Button type="submit" variant="contained" loading={busy} disabled={disabled} sx={{ width: { xs: '100%', sm: 'auto' } }}>
            <Trans>Create Block</Trans>
          </Button>
        </Stack>
      </Stack>
    </LocalizationProvider>
  );
}
