/**
 * What every rental includes (the site's promises), beside the form: the last
 * reassurance before paying. The free delivery zone is the settings' own,
 * which the price charges beyond.
 */
import LocalGasStationIcon from '@mui/icons-material/LocalGasStation';
import LocalShippingIcon from '@mui/icons-material/LocalShipping';
import SupportAgentIcon from '@mui/icons-material/SupportAgent';
import VerifiedUserIcon from '@mui/icons-material/VerifiedUser';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { freeDeliveryKmOf } from '@costa/domain';
import { Trans } from '@lingui/react/macro';
import { useId, type ReactNode } from 'react';
import { useSiteSettings } from '../../../site/use-site-settings';

function Item({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <Box component="li" sx={{ display: 'flex', gap: 1.5, alignItems: 'center' }}>
      <Box aria-hidden sx={{ color: 'primary.main', display: 'grid', placeItems: 'center' }}>
        {icon}
      </Box>
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        {children}
      </Typography>
    </Box>
  );
}

export function OrderAssurances() {
  const headingId = useId();
  const freeKm = freeDeliveryKmOf(useSiteSettings());
  return (
    <Box component="section" aria-labelledby={headingId} sx={{ px: { xs: 0.5, sm: 1 } }}>
      <Typography id={headingId} variant="subtitle2" component="h2" sx={{ mb: 1.5 }}>
        <Trans>Included in every rental</Trans>
      </Typography>
      <Box
        component="ul"
        sx={{ m: 0, p: 0, listStyle: 'none', display: 'grid', gap: 1.5, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}
      >
        <Item icon={<VerifiedUserIcon fontSize="small" />}>
          <Trans>Full insurance and VAT</Trans>
        </Item>
        <Item icon={<LocalGasStationIcon fontSize="small" />}>
          <Trans>A full tank at handover</Trans>
        </Item>
        <Item icon={<LocalShippingIcon fontSize="small" />}>
          <Trans>Free delivery within {freeKm} km of our Marbella showroom</Trans>
        </Item>
        <Item icon={<SupportAgentIcon fontSize="small" />}>
          <Trans>Support 24/7 during your rental</Trans>
        </Item>
      </Box>
    </Box>
  );
}
