/**
 * The column beside the form: opening hours from the site
 * settings (weekdays, Saturday, Sunday), why guests choose us, and the
 * emergency line for guests already on the road.
 */
import AccessTimeRounded from '@mui/icons-material/AccessTimeRounded';
import CheckCircleOutline from '@mui/icons-material/CheckCircleOutlineOutlined';
import SupportAgentIcon from '@mui/icons-material/SupportAgent';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { SiteSettings } from '@costa/domain';
import { Trans, useLingui } from '@lingui/react/macro';
import { useId, type ReactNode } from 'react';
import { phoneHref } from '../../../components/page/contact-links';
import { primaryTint } from '../../../components/page/styles';

function AsideCard({ title, icon, children, accent }: { title: ReactNode; icon: ReactNode; children: ReactNode; accent?: boolean }) {
  const headingId = useId();
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby={headingId}
      sx={(theme) => ({
        p: 3,
        borderRadius: 3,
        ...(accent && { borderColor: primaryTint(theme, 0.5), backgroundImage: `linear-gradient(135deg, ${primaryTint(theme, 0.14)}, transparent 70%)` }),
      })}
    >
      <Typography id={headingId} variant="h2" sx={{ fontSize: '1.25rem', display: 'flex', alignItems: 'center', gap: 1, mb: 2 }}>
        <Box component="span" aria-hidden sx={{ color: 'primary.main', display: 'inline-flex' }}>
          {icon}
        </Box>
        {title}
      </Typography>
      {children}
    </Paper>
  );
}

function OpeningHoursCard({ hours }: { hours: SiteSettings['openingHours'] | undefined }) {
  const { t } = useLingui();
  const rows = hours
    ? [
        { key: 'weekdays', label: t`Monday – Friday`, span: hours.weekdays },
        { key: 'saturday', label: t`Saturday`, span: hours.saturday },
        { key: 'sunday', label: t`Sunday`, span: hours.sunday },
      ]
    : [];
  return (
    <AsideCard title={<Trans>Opening hours</Trans>} icon={<AccessTimeRounded />}>
      {rows.length === 0 ? (
        <Typography sx={{ color: 'text.secondary' }}>…</Typography>
      ) : (
        <Box component="dl" data-testid="contact-hours" sx={{ m: 0, display: 'grid', gap: 1.25 }}>
          {rows.map((row) => (
            <Box key={row.key} sx={{ display: 'flex', justifyContent: 'space-between', gap: 2 }}>
              <Box component="dt" sx={{ color: 'text.secondary' }}>
                {row.label}
              </Box>
              <Box component="dd" sx={{ m: 0, fontVariantNumeric: 'tabular-nums' }}>
                {row.span.open}–{row.span.close}
              </Box>
            </Box>
          ))}
        </Box>
      )}
    </AsideCard>
  );
}

function WhyUsCard() {
  const { t } = useLingui();
  const reasons = [
    t`Delivery and collection anywhere on the Costa del Sol`,
    t`Insurance and roadside assistance included`,
    t`Immaculate cars, inspected before every rental`,
    t`A personal concierge from booking to return`,
  ];
  return (
    <AsideCard title={<Trans>Why choose us</Trans>} icon={<CheckCircleOutline />}>
      <Box component="ul" sx={{ m: 0, p: 0, listStyle: 'none', display: 'grid', gap: 1.25 }}>
        {reasons.map((reason) => (
          <Box component="li" key={reason} sx={{ display: 'flex', gap: 1.25, alignItems: 'flex-start' }}>
            <CheckCircleOutline aria-hidden sx={{ color: 'primary.main', fontSize: 20, mt: '2px' }} />
            <span>{reason}</span>
          </Box>
        ))}
      </Box>
    </AsideCard>
  );
}

function EmergencyCard({ phone }: { phone: string | undefined }) {
  return (
    <AsideCard title={<Trans>Roadside emergency</Trans>} icon={<SupportAgentIcon />} accent>
      <Typography sx={{ color: 'text.secondary', mb: 2 }}>
        <Trans>Already on the road and need help? Our team answers around the clock.</Trans>
      </Typography>
      {phone && (
        <Button variant="contained" href={phoneHref(phone)} fullWidth>
          <Trans>Call {phone}</Trans>
        </Button>
      )}
    </AsideCard>
  );
}

export function ContactAside({ settings }: { settings: SiteSettings | null }) {
  return (
    <Box sx={{ display: 'grid', gap: 2.5, alignContent: 'start' }}>
      <OpeningHoursCard hours={settings?.openingHours} />
      <WhyUsCard />
      <EmergencyCard phone={settings?.phone} />
    </Box>
  );
}
