/**
 * The order page's extras: a box per extra offered for the car, with its
 * name in the page's language, what it costs and what it adds to this stay
 * (the domain's `extraAmount`, as the total does), and its description. An
 * extra that asks for an additional driver opens that driver's name and
 * dates, judged against the car's terms as the main driver's are.
 */
import { extraAmount, extraText, formatEUR, type Extra, type Lang } from '@costa/domain';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import Collapse from '@mui/material/Collapse';
import FormControlLabel from '@mui/material/FormControlLabel';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { Trans, useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import type { OrderFormApi } from '../../hooks/use-order-form';

interface OrderExtrasProps {
  form: OrderFormApi;
  extras: readonly Extra[];
  /** The stay's days, which a per-day extra is priced for. */
  days: number;
  lang: Lang;
  /** The additional driver's two date fields, built as the main driver's are. */
  dateField: (name: 'additionalDriverBirthDate' | 'additionalDriverLicenceDate', label: string, hint: string) => object;
  busy: boolean;
}

function ExtraPrice({ extra, lang }: { extra: Extra; lang: Lang }) {
  const price = formatEUR(extra.price, lang);
  if (extra.pricing === 'per-rental') return <Trans>{price} per rental</Trans>;
  if (extra.cap === null) return <Trans>{price} per day</Trans>;
  const cap = formatEUR(extra.cap, lang);
  return <Trans>{price} per day, at most {cap}</Trans>;
}

export function OrderExtras({ form, extras, days, lang, dateField, busy }: OrderExtrasProps) {
  const { t } = useLingui();
  const driverId = useId();
  const ticked = form.formik.values.extras;
  if (extras.length === 0) return null;

  const toggle = (id: string, on: boolean) => {
    if (busy) return;
    form.setValue('extras', on ? [...ticked, id] : ticked.filter((other) => other !== id));
  };

  return (
    <Box component="fieldset" sx={{ gridColumn: '1 / -1', border: 0, m: 0, p: 0, minWidth: 0 }}>
      <Typography component="legend" variant="subtitle1" sx={{ fontWeight: 600, mb: 0.5, p: 0 }}>
        <Trans>Extras</Trans>
      </Typography>
      <Typography variant="body2" sx={{ color: 'text.secondary', mb: 1 }}>
        <Trans>Optional. Each one is priced for your dates and added to the total.</Trans>
      </Typography>
      <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1 }}>
        {extras.map((extra) => {
          const on = ticked.includes(extra.id);
          const description = extraText(extra.descriptions, lang);
          const asksDriver = extra.kind === 'additional-driver';
          return (
            <Box
              component="li"
              key={extra.id}
              sx={{ border: 1, borderColor: on ? 'primary.main' : 'divider', borderRadius: 1.5, px: 1.5, py: 1, transition: 'border-color 150ms' }}
            >
              <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 1 }}>
                <FormControlLabel
                  sx={{ mr: 0, flex: 1, alignItems: 'flex-start', minWidth: 0 }}
                  control={
                    <Checkbox
                      name="extras"
                      value={extra.id}
                      checked={on}
                      onChange={(event) => toggle(extra.id, event.target.checked)}
                      sx={{ mt: -0.75 }}
                      slotProps={{
                        input: {
                          ...(asksDriver ? { 'aria-expanded': on, 'aria-controls': driverId } : {}),
                        } as React.InputHTMLAttributes<HTMLInputElement>,
                      }}
                    />
                  }
                  label={
                    <Box component="span" sx={{ display: 'block' }}>
                      <Typography component="span" sx={{ display: 'block', fontWeight: 600 }}>
                        {extraText(extra.names, lang)}
                      </Typography>
                      <Typography component="span" variant="body2" sx={{ display: 'block', color: 'text.secondary' }}>
                        <ExtraPrice extra={extra} lang={lang} />
                      </Typography>
                      {description && (
                        <Typography component="span" variant="body2" sx={{ display: 'block', color: 'text.secondary', mt: 0.5 }}>
                          {description}
                        </Typography>
                      )}
                    </Box>
                  }
                />
                <Typography
                  aria-hidden
                  sx={{ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap', color: on ? 'text.primary' : 'text.secondary', pt: 0.25 }}
                >
                  +{formatEUR(extraAmount(extra, days), lang)}
                </Typography>
              </Box>
              {asksDriver && (
                <Box id={driverId}>
                  <Collapse in={on} unmountOnExit>
                    <Box sx={{ display: 'grid', gap: 2.5, pt: 2, pb: 1, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
                      <Typography variant="body2" sx={{ gridColumn: '1 / -1', color: 'text.secondary' }}>
                        <Trans>The additional driver must meet the same age and licence terms as the main driver. Bring both licences to the handover.</Trans>
                      </Typography>
                      <Box sx={{ gridColumn: '1 / -1' }}>
                        <TextField
                          {...form.field('additionalDriverName')}
                          label={t`Additional driver's full name`}
                          autoComplete="off"
                          required
                          fullWidth
                          slotProps={{ inputLabel: { shrink: true }, htmlInput: { maxLength: 100, readOnly: busy } }}
                        />
                      </Box>
                      <TextField {...dateField('additionalDriverBirthDate', t`Additional driver's date of birth`, t`As on the driving licence.`)} />
                      <TextField {...dateField('additionalDriverLicenceDate', t`Additional driver's licence issued on`, t`The date the full licence was first issued.`)} />
                    </Box>
                  </Collapse>
                </Box>
              )}
            </Box>
          );
        })}
      </Box>
    </Box>
  );
}
