/**
 * Add New Admin: one e-mail field; Enter or the button
 * submits. The rules are the domain's `adminEmailSchema`, which `grantAdmin`
 * checks too; a refused address shows under the field.
 */
import PersonAddAlt1Outlined from '@mui/icons-material/PersonAddAlt1Outlined';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { adminEmailSchema, PROFILE_LIMITS, type FormErrors } from '@costa/domain';
import { Trans, useLingui } from '@lingui/react/macro';
import { useSchemaForm } from '../../../components/forms/use-schema-form';

interface AddAdminFormProps {
  onAdd: (email: string) => Promise<{ added: true } | { added: false; fields: FormErrors }>;
  busy: boolean;
}

export function AddAdminForm({ onAdd, busy }: AddAdminFormProps) {
  const { t } = useLingui();
  const { field, formRef, handleSubmit, formik, showServerErrors } = useSchemaForm({
    schema: adminEmailSchema,
    initialValues: { email: '' },
    onSubmit: async ({ email }) => {
      const outcome = await onAdd(email);
      if (outcome.added) formik.resetForm();
      else showServerErrors(outcome.fields);
    },
  });
  const disabled = busy || formik.isSubmitting;

  return (
    <Stack
      ref={formRef}
      component="form"
      noValidate
      onSubmit={handleSubmit}
      direction={{ xs: 'column', sm: 'row' }}
      spacing={2}
      sx={{ alignItems: { sm: 'flex-start' } }}
    >
      <TextField
        {...field('email', t`They must have signed up already.`)}
        disabled={disabled}
        label={t`User email`}
        type="email"
        autoComplete="off"
        fullWidth
        slotProps={{ htmlInput: { maxLength: PROFILE_LIMITS.email, spellCheck: false } }}
      />
      <Button
        type="submit"
        variant="contained"
        loading={disabled}
        startIcon={<PersonAddAlt1Outlined />}
        sx={{ flex: 'none', height: 56, whiteSpace: 'nowrap' }}
      >
        <Trans>Add Admin</Trans>
      </Button>
    </Stack>
  );
}
