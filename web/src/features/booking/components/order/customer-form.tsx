/**
 * "Your details" on the order page: full name, e-mail and an
 * optional phone, with the browser's autofill hints and the domain's maximum
 * lengths; the main driver's date of birth and licence date, under the car's
 * own minimum age and years of licence; the extras offered for the car (order-extras.tsx); and the box "Invoice for a business?", which shows a tax ID and a
 * billing address for the invoice (unticked, they hide and are not sent, but
 * what was typed stays). Errors sit under their fields (tied by
 * aria-describedby); after a refused Pay Now focus moves to the first one.
 * Pay Now itself lives in the summary card and submits this form through its id.
 */
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import Collapse from '@mui/material/Collapse';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { CUSTOMER_LIMITS, EARLIEST_BIRTH_DATE, INVOICE_DETAILS_LIMITS, todayIn, type Extra, type Lang, type RentalTerms } from '@costa/domain';
import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useState } from 'react';
import { TermsCheckbox } from '../../../../components/forms/terms-checkbox';
import type { CustomerField, OrderFormApi } from '../../hooks/use-order-form';
import { OrderExtras } from './order-extras';

type DateField = 'driverBirthDate' | 'driverLicenceDate' | 'additionalDriverBirthDate' | 'additionalDriverLicenceDate';
type TypedField = Exclude<CustomerField, DateField | 'additionalDriverName'>;
const LIMITS: Record<TypedField, number> = {
  customerName: CUSTOMER_LIMITS.name,
  customerEmail: CUSTOMER_LIMITS.email,
  customerPhone: CUSTOMER_LIMITS.phone,
  customerTaxId: INVOICE_DETAILS_LIMITS.taxId,
  customerBillingAddress: INVOICE_DETAILS_LIMITS.billingAddress,
};

interface CustomerFormProps {
  id: string;
  form: OrderFormApi;
  /** The car's terms: the main driver's minimum age and years holding a licence. */
  terms: Pick<RentalTerms, 'minDriverAge' | 'minLicenceYears'>;
  /** The extras offered for the car, priced for the stay's `days`. */
  extras: readonly Extra[];
  days: number;
  lang: Lang;
}

export function CustomerForm({ id, form, terms, extras, days, lang }: CustomerFormProps) {
  const { t } = useLingui();
  const headingId = useId();
  const businessId = useId();
  const driverId = useId();
  const [today] = useState(() => todayIn());
  const { busy, formRef, handleSubmit } = form;
  const business = form.formik.values.businessInvoice;

  // A native date field: the phone's own date wheel, typed digits on a desktop, `YYYY-MM-DD` either way.
  const dateField = (name: DateField, label: string, autoComplete: string, hint: string) => ({
    ...form.field(name, hint),
    label,
    type: 'date',
    autoComplete,
    required: true,
    fullWidth: true,
    slotProps: { inputLabel: { shrink: true }, htmlInput: { max: today, min: EARLIEST_BIRTH_DATE, readOnly: busy } },
  });
  const minAge = terms.minDriverAge;
  const minYears = terms.minLicenceYears;

  const field = (name: TypedField, label: string, type: string, autoComplete: string, required: boolean, hint?: string) => ({
    ...form.field(name, hint),
    label,
    type,
    autoComplete,
    required,
    // Read-only rather than disabled while paying: the text stays legible and focus is not lost.
    disabled: false,
    slotProps: { htmlInput: { maxLength: LIMITS[name], readOnly: busy } },
    fullWidth: true,
  });

  return (
    <Paper variant="outlined" component="section" aria-labelledby={headingId} sx={{ p: { xs: 2.5, sm: 3.5 }, borderRadius: 2 }}>
      <Typography id={headingId} variant="h5" component="h2" sx={{ mb: 0.5 }}>
        <Trans>Your details</Trans>
      </Typography>
      <Typography variant="body2" sx={{ color: 'text.secondary', mb: 3 }}>
        <Trans>We send your confirmation to this e-mail address. Fields marked with * are required.</Trans>
      </Typography>
      <Box
        ref={formRef}
        id={id}
        component="form"
        noValidate
        onSubmit={handleSubmit}
        aria-busy={busy}
        sx={{ display: 'grid', gap: 2.5, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}
      >
        <Box sx={{ gridColumn: '1 / -1' }}>
          <TextField {...field('customerName', t`Full name`, 'text', 'name', true)} />
        </Box>
        <TextField {...field('customerEmail', t`Email`, 'email', 'email', true)} />
        <TextField {...field('customerPhone', t`Phone (optional)`, 'tel', 'tel', false)} />
        <Box component="fieldset" aria-describedby={driverId} sx={{ gridColumn: '1 / -1', border: 0, m: 0, p: 0, minWidth: 0 }}>
          <Typography component="legend" variant="subtitle1" sx={{ fontWeight: 600, mb: 0.5, p: 0 }}>
            <Trans>Main driver</Trans>
          </Typography>
          <Typography id={driverId} variant="body2" sx={{ color: 'text.secondary', mb: 2 }}>
            {minYears > 0 ? (
              <Trans>
                This car's driver must be at least {minAge} and have held a full licence for {minYears} years by the first rental
                day. Bring the licence to the handover.
              </Trans>
            ) : (
              <Trans>This car's driver must be at least {minAge} by the first rental day. Bring the licence to the handover.</Trans>
            )}
          </Typography>
          <Box sx={{ display: 'grid', gap: 2.5, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
            <TextField {...dateField('driverBirthDate', t`Date of birth`, 'bday', t`As on the driving licence.`)} />
            <TextField {...dateField('driverLicenceDate', t`Licence issued on`, 'off', t`The date the full licence was first issued.`)} />
          </Box>
        </Box>
        <OrderExtras
          form={form}
          extras={extras}
          days={days}
          lang={lang}
          busy={busy}
          dateField={(name, label, hint) => dateField(name, label, 'off', hint)}
        />
        <Box sx={{ gridColumn: '1 / -1' }}>
          <FormControlLabel
            sx={{ mr: 0 }}
            control={
              <Checkbox
                name="businessInvoice"
                checked={business}
                onChange={(event) => !busy && form.setValue('businessInvoice', event.target.checked)}
                slotProps={{
                  input: { 'aria-expanded': business, 'aria-controls': businessId } as React.InputHTMLAttributes<HTMLInputElement>,
                }}
              />
            }
            label={t`Invoice for a business?`}
          />
          <Box id={businessId}>
            <Collapse in={business} unmountOnExit>
              <Box sx={{ display: 'grid', gap: 2.5, pt: 1.5 }}>
                <TextField
                  {...field('customerTaxId', t`Tax ID (NIF, CIF or EU VAT number)`, 'text', 'off', false, t`Shown on your invoice, e.g. B12345678 or DE123456789.`)}
                  slotProps={{
                    htmlInput: { maxLength: LIMITS.customerTaxId, readOnly: busy, autoCapitalize: 'characters', spellCheck: false },
                  }}
                />
                <TextField
                  {...field('customerBillingAddress', t`Billing address`, 'text', 'billing street-address', false, t`Shown on your invoice.`)}
                  type={undefined}
                  multiline
                  minRows={2}
                />
              </Box>
            </Collapse>
          </Box>
        </Box>
        <Box sx={{ gridColumn: '1 / -1' }}>
          <TermsCheckbox
            checked={form.formik.values.termsAccepted}
            onChange={(checked) => form.setValue('termsAccepted', checked)}
            error={form.errorOf('termsAccepted')}
            readOnly={busy}
          />
        </Box>
      </Box>
    </Paper>
  );
}
