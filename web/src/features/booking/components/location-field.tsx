/**
 * A pickup or dropoff address with suggestions: a combobox
 * (MUI Autocomplete, free text allowed) whose list opens on focus once the
 * text is long enough, always offers the showroom, adds the places function's
 * suggestions from 3 characters, and closes 200 ms after the field loses
 * focus. A green check says when the address is complete enough.
 */
import {
  isLocationValid,
  LOCATION_MAX_LENGTH,
  SHOWROOM_ADDRESS,
  SHOWROOM_PLACE_ID,
  SUGGESTION_CLOSE_DELAY_MS,
  type Lang,
  type PlaceSuggestion,
} from '@costa/domain';
import CheckCircleRounded from '@mui/icons-material/CheckCircleRounded';
import PlaceOutlined from '@mui/icons-material/PlaceOutlined';
import StorefrontOutlined from '@mui/icons-material/StorefrontOutlined';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import InputAdornment from '@mui/material/InputAdornment';
import Typography from '@mui/material/Typography';
import { useLingui } from '@lingui/react/macro';
import { useEffect, useRef, useState, type Ref } from 'react';
import { OutlinedTextField } from '../../../components/forms/outlined-field';
import { visuallyHidden } from '../../../components/ui/visually-hidden';
import { suggestionSession } from '../api/suggest-places';
import { usePlaceSuggestions } from '../hooks/use-place-suggestions';

interface LocationFieldProps {
  label: string;
  value: string;
  onChange: (text: string) => void;
  lang: Lang;
  /** Characters typed before the list shows: 1 for pickup, 3 for dropoff. */
  listMin: number;
  /** The error message shown under the field, if any. */
  error?: string;
  inputRef?: Ref<HTMLInputElement>;
}

export function LocationField({ label, value, onChange, lang, listMin, error, inputRef }: LocationFieldProps) {
  const { t } = useLingui();
  const [focused, setFocused] = useState(false);
  const [open, setOpen] = useState(false);
  const closeTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  // The requests of one typing in this field share a session token.
  const [session] = useState(suggestionSession);
  // Still active while the list lingers after blur, so it does not shrink before closing.
  const { suggestions, loading } = usePlaceSuggestions(value, lang, focused || open, session.suggest);
  useEffect(() => () => clearTimeout(closeTimer.current), []);

  const showroom: PlaceSuggestion = {
    placeId: SHOWROOM_PLACE_ID,
    description: SHOWROOM_ADDRESS,
    mainText: t`Collect at our showroom`,
    secondaryText: SHOWROOM_ADDRESS,
    types: ['establishment'],
  };
  const listShown = value.trim().length >= listMin;
  const options = listShown ? [showroom, ...suggestions.filter((s) => s.description !== SHOWROOM_ADDRESS)] : [];
  const valid = isLocationValid(value);

  const openNow = () => {
    clearTimeout(closeTimer.current);
    setOpen(true);
  };

  return (
    <Autocomplete<PlaceSuggestion, false, false, true>
      freeSolo
      openOnFocus
      fullWidth
      options={options}
      // The places function already matched the text; the showroom is always offered.
      filterOptions={(list) => list}
      getOptionLabel={(option) => (typeof option === 'string' ? option : option.description)}
      getOptionKey={(option) => (typeof option === 'string' ? option : option.placeId)}
      isOptionEqualToValue={(option, current) =>
        typeof current === 'string' ? option.description === current : option.placeId === current.placeId
      }
      open={open && listShown}
      onOpen={openNow}
      onClose={(_, reason) => {
        clearTimeout(closeTimer.current);
        if (reason === 'blur') closeTimer.current = setTimeout(() => setOpen(false), SUGGESTION_CLOSE_DELAY_MS);
        else setOpen(false);
      }}
      value={value}
      inputValue={value}
      onInputChange={(_, text, reason) => {
        onChange(text.slice(0, LOCATION_MAX_LENGTH));
        if (reason === 'input') {
          session.typed(text);
          openNow();
        }
      }}
      onChange={(_, option) => {
        // A suggestion chosen, the field cleared or the typed text confirmed: the next typing is a new session.
        session.end();
        onChange(typeof option === 'string' ? option : (option?.description ?? ''));
      }}
      onFocus={() => setFocused(true)}
      onBlur={() => setFocused(false)}
      renderOption={({ key, ...props }, option) => {
        const isShowroom = option.placeId === SHOWROOM_PLACE_ID;
        const Icon = isShowroom ? StorefrontOutlined : PlaceOutlined;
        return (
          <Box component="li" key={key} {...props} sx={{ gap: 1.5, alignItems: 'flex-start !important' }}>
            <Icon fontSize="small" sx={{ mt: 0.25, color: isShowroom ? 'primary.main' : 'text.secondary' }} aria-hidden />
            <Box sx={{ minWidth: 0 }}>
              <Typography variant="body2" sx={{ fontWeight: 500 }}>
                {option.mainText || option.description}
              </Typography>
              {option.secondaryText && (
                <Typography variant="caption" component="p" sx={{ color: 'text.secondary' }}>
                  {option.secondaryText}
                </Typography>
              )}
            </Box>
          </Box>
        );
      }}
      renderInput={(params) => (
        <OutlinedTextField
          {...params}
          label={label}
          error={Boolean(error)}
          placeholder={t`Hotel, villa, airport or address`}
          helperText={
            error ?? (valid ? <Box component="span" sx={visuallyHidden}>{t`Address complete`}</Box> : undefined)
          }
          inputRef={inputRef}
          slotProps={{
            ...params.slotProps,
            htmlInput: { ...params.slotProps.htmlInput, 'aria-busy': loading || undefined, maxLength: LOCATION_MAX_LENGTH },
            input: {
              ...params.slotProps.input,
              endAdornment: (
                <>
                  {valid && (
                    <InputAdornment position="end" sx={{ mr: 0.5 }}>
                      {/* Screen readers hear the helper text instead. */}
                      <CheckCircleRounded fontSize="small" sx={{ color: 'success.main' }} aria-hidden />
                    </InputAdornment>
                  )}
                  {params.slotProps.input.endAdornment}
                </>
              ),
            },
          }}
        />
      )}
    />
  );
}
