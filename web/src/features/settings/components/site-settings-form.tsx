/**
 * The boutique's contact facts, opening hours and company facts
 * (`settings/site`): what the footer, the contact page, the legal texts and
 * the e-mails show. Checked with the
 * domain's `siteSettingsSchema`; saved at once, live on the storefront.
 */
import SaveIcon from '@mui/icons-material/SaveOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  DEFAULT_LATE_CANCELLATION_REFUND_PERCENT,
  DEFAULT_VAT_RATE_PERCENT,
  DISTANCE_RATE_PER_KM,
  formatEUR,
  FREE_CANCELLATION_HOURS,
  FREE_DELIVERY_LIMITS,
  freeDeliveryKmOf,
  MIN_NOTICE_LIMITS,
  minNoticeHoursOf,
  SETTINGS_LIMITS,
  siteSettingsSchema,
  type OpeningHours,
  type SiteSettings,
} from '@costa/domain';
import { Trans, useLingui } from '@lingui/react/macro';
import { useFirestore } from 'reactfire';
import { useSchemaForm } from '../../../components/forms/use-schema-form';
import { useToast } from '../../../components/ui/use-toast';
import { saveSiteSettings } from '../api/settings-data';
import { useLang } from '../../../hooks/use-route-info';

const DAYS: readonly (keyof OpeningHours)[] = ['weekdays', 'saturday', 'sunday'];
const NO_COMPANY = { name: '', taxId: '', registeredAddress: '', registryEntry: '', vatRatePercent: DEFAULT_VAT_RATE_PERCENT };

export function SiteSettingsForm({ settings }: { settings: SiteSettings }) {
  const { t } = useLingui();
  const toast = useToast();
  const firestore = useFirestore();
  const { field, formRef, handleSubmit, busy, formik } = useSchemaForm({
    schema: siteSettingsSchema,
    initialValues: {
      ...settings,
      lateCancellationRefundPercent: settings.lateCancellationRefundPercent ?? DEFAULT_LATE_CANCELLATION_REFUND_PERCENT,
      minNoticeHours: minNoticeHoursOf(settings),
      freeDeliveryKm: freeDeliveryKmOf(settings),
      company: settings.company ?? NO_COMPANY,
    },
    onSubmit: async (clean) => {
      try {
        await saveSiteSettings(firestore, clean);
        formik.resetForm({ values: clean });
        toast.success(t`Settings saved`, t`The storefront shows them now.`);
      } catch (error) {
        console.error('Could not save the site settings', error);
        toast.error(t`Could not save the settings`, t`Please try again in a moment.`);
      }
    },
  });
  const hours = FREE_CANCELLATION_HOURS;
  const lang = useLang();
  const rate = formatEUR(DISTANCE_RATE_PER_KM, lang);
  const dayNames: Record<keyof OpeningHours, string> = {
    weekdays: t`Monday – Friday`,
    saturday: t`Saturday`,
    sunday: t`Sunday`,
  };

  return (
    <Box ref={formRef} component="form" noValidate onSubmit={handleSubmit} aria-busy={busy} sx={{ display: 'grid', gap: 2.5 }}>
      <Box sx={{ display: 'grid', gap: 2.5, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        <Box sx={{ gridColumn: '1 / -1' }}>
          <TextField
            {...field('address')}
            label={t`Address`}
            required
            fullWidth
            autoComplete="off"
            slotProps={{ htmlInput: { maxLength: SETTINGS_LIMITS.address } }}
          />
        </Box>
        <TextField {...field('phone')} label={t`Phone`} type="tel" required fullWidth slotProps={{ htmlInput: { maxLength: SETTINGS_LIMITS.phone } }} />
        <TextField
          {...field('whatsapp', t`With the country code, e.g. 34 600 123 456`)}
          label={t`WhatsApp`}
          type="tel"
          required
          fullWidth
          slotProps={{ htmlInput: { maxLength: 30 } }}
        />
        <Box sx={{ gridColumn: '1 / -1' }}>
          <TextField
            {...field('email', t`Booking requests, messages and staff notices go here.`)}
            label={t`Email`}
            type="email"
            required
            fullWidth
            slotProps={{ htmlInput: { maxLength: SETTINGS_LIMITS.email, spellCheck: false } }}
          />
        </Box>
      </Box>

      <Box component="fieldset" sx={{ border: 0, m: 0, p: 0, minWidth: 0, display: 'grid', gap: 2 }}>
        <Typography component="legend" variant="subtitle1" sx={{ fontWeight: 600, mb: 1 }}>
          <Trans>Opening hours</Trans>
        </Typography>
        {DAYS.map((day) => {
          const name = dayNames[day];
          return (
            <Box
              key={day}
              role="group"
              aria-label={name}
              sx={{ display: 'grid', gap: 2, alignItems: 'start', gridTemplateColumns: { xs: '1fr 1fr', sm: '10rem 1fr 1fr' } }}
            >
              <Typography sx={{ gridColumn: { xs: '1 / -1', sm: 'auto' }, pt: { sm: 2 } }}>{name}</Typography>
              <TextField {...field(`openingHours.${day}.open`)} label={t`Opens`} type="time" fullWidth />
              <TextField {...field(`openingHours.${day}.close`)} label={t`Closes`} type="time" fullWidth />
            </Box>
          );
        })}
      </Box>

      <Box component="fieldset" sx={{ border: 0, m: 0, p: 0, minWidth: 0, display: 'grid', gap: 2.5, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        <Typography component="legend" variant="subtitle1" sx={{ fontWeight: 600, mb: 1 }}>
          <Trans>Company</Trans>
        </Typography>
        <Typography variant="body2" color="textSecondary" sx={{ gridColumn: '1 / -1', mt: -1 }}>
          <Trans>The legal notice, the other legal texts and the invoices state these facts.</Trans>
        </Typography>
        <TextField
          {...field('company.name', t`The registered name, e.g. Costa Prestige Rentals S.L.`)}
          label={t`Legal name`}
          required
          fullWidth
          slotProps={{ htmlInput: { maxLength: SETTINGS_LIMITS.companyName } }}
        />
        <TextField
          {...field('company.taxId')}
          label={t`Tax ID (NIF/CIF)`}
          required
          fullWidth
          slotProps={{ htmlInput: { maxLength: SETTINGS_LIMITS.taxId, spellCheck: false, autoCapitalize: 'characters' } }}
        />
        <Box sx={{ gridColumn: '1 / -1' }}>
          <TextField
            {...field('company.registeredAddress')}
            label={t`Registered address`}
            required
            fullWidth
            slotProps={{ htmlInput: { maxLength: SETTINGS_LIMITS.address } }}
          />
        </Box>
        <TextField
          {...field('company.registryEntry', t`Registro Mercantil: city, volume, sheet, page`)}
          label={t`Registry entry`}
          required
          fullWidth
          slotProps={{ htmlInput: { maxLength: SETTINGS_LIMITS.registryEntry } }}
        />
        <TextField
          {...field('company.vatRatePercent', t`The prices include it; invoices break it out.`)}
          label={t`VAT rate (%)`}
          type="number"
          required
          fullWidth
          slotProps={{ htmlInput: { min: 0, max: 100, step: 0.5, inputMode: 'decimal' } }}
        />
      </Box>

      <Box component="fieldset" sx={{ border: 0, m: 0, p: 0, minWidth: 0, display: 'grid', gap: 2 }}>
        <Typography component="legend" variant="subtitle1" sx={{ fontWeight: 600, mb: 1 }}>
          <Trans>Bookings and cancellations</Trans>
        </Typography>
        <TextField
          {...field('minNoticeHours', t`Online bookings start at least this many hours from now; earlier pickups are booked by phone.`)}
          label={t`Minimum notice before a pickup (hours)`}
          type="number"
          fullWidth
          sx={{ maxWidth: '24rem' }}
          slotProps={{ htmlInput: { min: MIN_NOTICE_LIMITS.min, max: MIN_NOTICE_LIMITS.max, step: 1, inputMode: 'numeric' } }}
        />
        <TextField
          {...field('freeDeliveryKm', t`Delivery and collection are free within this distance by road; beyond it, each kilometre each way costs ${rate}.`)}
          label={t`Free delivery zone around the showroom (km)`}
          type="number"
          fullWidth
          sx={{ maxWidth: '24rem' }}
          slotProps={{ htmlInput: { min: FREE_DELIVERY_LIMITS.min, max: FREE_DELIVERY_LIMITS.max, step: 1, inputMode: 'numeric' } }}
        />
        <TextField
          {...field(
            'lateCancellationRefundPercent',
            t`Customers who cancel at least ${hours} hours before the pickup get everything back; later, until the pickup, they get this share.`,
          )}
          label={t`Refund of a late cancellation (%)`}
          type="number"
          fullWidth
          sx={{ maxWidth: '24rem' }}
          slotProps={{ htmlInput: { min: 0, max: 100, step: 1, inputMode: 'numeric' } }}
        />
      </Box>

      <Box>
        <Button type="submit" variant="contained" size="large" loading={busy} startIcon={<SaveIcon />} disabled={!formik.dirty}>
          <Trans>Save settings</Trans>
        </Button>
      </Box>
    </Box>
  );
}
