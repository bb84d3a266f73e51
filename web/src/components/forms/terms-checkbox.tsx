/**
 * "I accept the rental terms and the privacy policy", with links to both
 * (opened in a new tab, so nothing typed is lost): the box a booking needs,
 * on the order page and in a booking request. Its error sits under it, tied
 * by aria-describedby, and a refused send focuses it like any field.
 */
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Link from '@mui/material/Link';
import { TERMS_ACCEPTED_FIELD } from '@costa/domain';
import { Trans, useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import { usePaths } from '../../config/paths';

interface TermsCheckboxProps {
  checked: boolean;
  onChange: (checked: boolean) => void;
  /** The translated rule, once it should show. */
  error?: string;
  readOnly?: boolean;
}

export function TermsCheckbox({ checked, onChange, error, readOnly = false }: TermsCheckboxProps) {
  const { t } = useLingui();
  const paths = usePaths();
  const errorId = useId();
  const newTab = t`opens in a new tab`;
  return (
    <Box data-testid="terms-acceptance">
      <FormControlLabel
        sx={{ alignItems: 'flex-start', mr: 0, '& .MuiFormControlLabel-label': { pt: '9px' } }}
        control={
          <Checkbox
            name={TERMS_ACCEPTED_FIELD}
            checked={checked}
            onChange={(event) => !readOnly && onChange(event.target.checked)}
            slotProps={{
              input: {
                required: true,
                'aria-invalid': error ? true : undefined,
                'aria-describedby': error ? errorId : undefined,
              } as React.InputHTMLAttributes<HTMLInputElement>,
            }}
          />
        }
        label={
          <Trans>
            I accept the{' '}
            <Link href={paths('terms')} target="_blank" rel="noopener" title={newTab}>
              rental terms
            </Link>{' '}
            and the{' '}
            <Link href={paths('privacy')} target="_blank" rel="noopener" title={newTab}>
              privacy policy
            </Link>
            .
          </Trans>
        }
      />
      {error ? (
        <FormHelperText id={errorId} error sx={{ ml: 4 }}>
          {error}
        </FormHelperText>
      ) : null}
    </Box>
  );
}
