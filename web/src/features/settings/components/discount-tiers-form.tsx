/**
 * The rental discount tiers: from how many days to
 * how many, the percentage, a label, and whether it applies. Checked with
 * the domain's `discountTiersSchema` (whole days, 0-100 %, no two active
 * tiers sharing a rental length); Save writes the whole list at once, so the
 * storefront never prices with half of a change. A removed tier goes only
 * when the list is saved.
 */
import AddIcon from '@mui/icons-material/AddRounded';
import DeleteIcon from '@mui/icons-material/DeleteOutlineRounded';
import SaveIcon from '@mui/icons-material/SaveOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { discountTiersSchema, nextTierStart, SETTINGS_LIMITS, type RentalDiscount } from '@costa/domain';
import { Trans, useLingui } from '@lingui/react/macro';
import { useFirestore } from 'reactfire';
import { useSchemaForm } from '../../../components/forms/use-schema-form';
import { useToast } from '../../../components/ui/use-toast';
import { saveDiscountTiers } from '../api/settings-data';

/** A tier as the form holds it: numbers as typed. */
interface TierDraft {
  id: string;
  minDays: string;
  maxDays: string;
  discountPercentage: string;
  description: string;
  isActive: boolean;
}

const draftOf = (tier: RentalDiscount): TierDraft => ({
  id: tier.id,
  minDays: String(tier.minDays),
  maxDays: String(tier.maxDays),
  discountPercentage: String(tier.discountPercentage),
  description: tier.description ?? '',
  isActive: tier.isActive,
});

/** `onSaved`: the list was written; the page shows it afresh from the live data. */
export function DiscountTiersForm({ tiers, onSaved }: { tiers: RentalDiscount[]; onSaved: () => void }) {
  const { t } = useLingui();
  const toast = useToast();
  const firestore = useFirestore();
  const { field, formRef, handleSubmit, busy, formik, formError } = useSchemaForm({
    schema: discountTiersSchema,
    initialValues: { tiers: tiers.map(draftOf) },
    onSubmit: async ({ tiers: clean }) => {
      const kept = new Set(clean.map((tier) => tier.id).filter(Boolean));
      const removed = tiers.map((tier) => tier.id).filter((id) => !kept.has(id));
      try {
        await saveDiscountTiers(
          firestore,
          clean.map(({ id, ...tier }) => ({ ...tier, ...(id ? { id } : {}) })),
          removed,
        );
        toast.success(t`Discount tiers saved`, t`New checkouts are priced with them now.`);
        onSaved();
      } catch (error) {
        console.error('Could not save the discount tiers', error);
        toast.error(t`Could not save the discount tiers`, t`Please try again in a moment.`);
      }
    },
  });
  const drafts = formik.values.tiers;

  const add = () => {
    const start = String(nextTierStart(drafts));
    const next: TierDraft = { id: '', minDays: start, maxDays: start, discountPercentage: '0', description: '', isActive: true };
    void formik.setFieldValue('tiers', [...drafts, next]);
  };
  const remove = (index: number) => void formik.setFieldValue('tiers', drafts.filter((_, i) => i !== index));

  return (
    <Box ref={formRef} component="form" noValidate onSubmit={handleSubmit} aria-busy={busy} sx={{ display: 'grid', gap: 2 }}>
      {drafts.length === 0 && (
        <Typography color="textSecondary">
          <Trans>No discount tiers: every rental is charged the daily price.</Trans>
        </Typography>
      )}
      {drafts.map((tier, index) => {
        const number = index + 1;
        const path = (name: keyof TierDraft) => `tiers[${index}].${name}`;
        return (
          <Paper
            key={tier.id || `new-${index}`}
            variant="outlined"
            role="group"
            aria-label={t`Tier ${number}`}
            data-testid="discount-tier"
            sx={{ p: 2, borderRadius: 2, display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr 1fr', md: '7rem 7rem 7rem 1fr auto auto' }, alignItems: 'start' }}
          >
            <TextField {...field(path('minDays'))} label={t`From (days)`} type="number" slotProps={{ htmlInput: { min: 1, step: 1, inputMode: 'numeric' } }} />
            <TextField {...field(path('maxDays'))} label={t`To (days)`} type="number" slotProps={{ htmlInput: { min: 1, step: 1, inputMode: 'numeric' } }} />
            <TextField
              {...field(path('discountPercentage'))}
              label={t`Discount (%)`}
              type="number"
              slotProps={{ htmlInput: { min: 0, max: 100, step: 'any', inputMode: 'decimal' } }}
            />
            <TextField {...field(path('description'))} label={t`Label`} slotProps={{ htmlInput: { maxLength: SETTINGS_LIMITS.description } }} />
            <FormControlLabel
              sx={{ m: 0, pt: 1 }}
              control={
                <Switch
                  checked={tier.isActive}
                  onChange={(event) => void formik.setFieldValue(path('isActive'), event.target.checked)}
                  disabled={busy}
                />
              }
              label={t`Active`}
            />
            <IconButton onClick={() => remove(index)} disabled={busy} aria-label={t`Remove tier ${number}`} sx={{ justifySelf: 'end', mt: 0.5 }}>
              <DeleteIcon />
            </IconButton>
          </Paper>
        );
      })}
      {formError && (
        <Alert severity="error" role="alert">
          {formError}
        </Alert>
      )}
      <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap' }}>
        <Button onClick={add} startIcon={<AddIcon />} disabled={busy}>
          <Trans>Add tier</Trans>
        </Button>
        <Button type="submit" variant="contained" loading={busy} startIcon={<SaveIcon />} disabled={!formik.dirty}>
          <Trans>Save discount tiers</Trans>
        </Button>
      </Box>
    </Box>
  );
}
