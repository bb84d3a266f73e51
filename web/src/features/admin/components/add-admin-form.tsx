/** Add New Admin (spec 2.13, 5): one e-mail field; Enter or the button submits. */
import PersonAddAlt1Outlined from '@mui/icons-material/PersonAddAlt1Outlined';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState, type FormEvent } from 'react';
import { ADMIN_ERROR_MESSAGES } from '../admin-messages';

interface AddAdminFormProps {
  onAdd: (email: string) => Promise<'added' | 'email-required' | 'failed'>;
  busy: boolean;
}

export function AddAdminForm({ onAdd, busy }: AddAdminFormProps) {
  const { t, i18n } = useLingui();
  const [email, setEmail] = useState('');
  const [missing, setMissing] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    const result = await onAdd(email);
    setMissing(result === 'email-required');
    if (result === 'added') setEmail('');
  }

  return (
    <Stack component="form" noValidate onSubmit={submit} direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'flex-start' } }}>
      <TextField
        label={t`User email`}
        type="email"
        name="email"
        autoComplete="off"
        value={email}
        onChange={(event) => {
          setEmail(event.target.value);
          if (missing) setMissing(false);
        }}
        error={missing}
        helperText={missing ? i18n._(ADMIN_ERROR_MESSAGES['email-required']) : t`They must have signed up already.`}
        disabled={busy}
        fullWidth
        slotProps={{ htmlInput: { maxLength: 255, spellCheck: false } }}
      />
      <Button
        type="submit"
        variant="contained"
        loading={busy}
        startIcon={<PersonAddAlt1Outlined />}
        sx={{ flex: 'none', height: 56, whiteSpace: 'nowrap' }}
      >
        <Trans>Add Admin</Trans>
      </Button>
    </Stack>
  );
}
