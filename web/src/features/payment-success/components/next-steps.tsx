/** What happens after payment: e-mail, a call within 24 hours, documents at handover. */
import BadgeIcon from '@mui/icons-material/Badge';
import EmailIcon from '@mui/icons-material/Email';
import SupportAgentIcon from '@mui/icons-material/SupportAgent';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { Trans } from '@lingui/react/macro';
import { useId, type ReactNode } from 'react';
import { IconBadge } from '../../../components/ui/icon-badge';

function Step({ icon, title, children }: { icon: ReactNode; title: ReactNode; children: ReactNode }) {
  return (
    <Box component="li" sx={{ display: 'flex', gap: 2, alignItems: 'flex-start' }}>
      <IconBadge>{icon}</IconBadge>
      <Box>
        <Typography variant="h3" sx={{ fontSize: '1.1rem', lineHeight: 1.4, fontWeight: 600 }}>
          {title}
        </Typography>
        <Typography component="p" sx={{ color: 'text.secondary', mt: 0.5, lineHeight: 1.6 }}>
          {children}
        </Typography>
      </Box>
    </Box>
  );
}

export function NextSteps() {
  const headingId = useId();
  return (
    <Box component="section" aria-labelledby={headingId}>
      <Typography id={headingId} variant="h2" sx={{ fontSize: { xs: '1.5rem', md: '1.75rem' }, mb: 3 }}>
        <Trans>What happens next</Trans>
      </Typography>
      <Box component="ol" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 3 }}>
        <Step icon={<EmailIcon />} title={<Trans>Check your inbox</Trans>}>
          <Trans>You will receive a confirmation e-mail with all the details of your booking.</Trans>
        </Step>
        <Step icon={<SupportAgentIcon />} title={<Trans>We will be in touch</Trans>}>
          <Trans>Our team will contact you within 24 hours to arrange the handover of your car.</Trans>
        </Step>
        <Step icon={<BadgeIcon />} title={<Trans>Bring your documents</Trans>}>
          <Trans>Please bring your driving licence and ID when you collect the car.</Trans>
        </Step>
      </Box>
    </Box>
  );
}
