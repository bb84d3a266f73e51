/**
 * Quick info of the car page: passengers, fuel type and
 * transmission at a glance, 'N/A' for what the car's specifications lack.
 */
import AirlineSeatReclineNormalIcon from '@mui/icons-material/AirlineSeatReclineNormal';
import LocalGasStationOutlinedIcon from '@mui/icons-material/LocalGasStationOutlined';
import SettingsOutlinedIcon from '@mui/icons-material/SettingsOutlined';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useLingui } from '@lingui/react/macro';
import type { Car } from '@costa/domain';
import { useId, type ReactNode } from 'react';
import { useCarLabels } from '../../../../components/car/car-labels';
import { visuallyHidden } from '../../../../components/ui/visually-hidden';
import { IconBadge } from '../../../../components/ui/icon-badge';

export function QuickInfo({ car }: { car: Pick<Car, 'specifications'> }) {
  const { t } = useLingui();
  const labels = useCarLabels();
  const headingId = useId();
  const specs = car.specifications ?? {};
  const notAvailable = t`N/A`;
  const items: { key: string; icon: ReactNode; label: string; value: string }[] = [
    {
      key: 'passengers',
      icon: <AirlineSeatReclineNormalIcon />,
      label: t`Passengers`,
      value: labels.specValue(specs.seatingCapacity) ?? notAvailable,
    },
    {
      key: 'fuel',
      icon: <LocalGasStationOutlinedIcon />,
      label: t`Fuel type`,
      value: labels.specValue(specs.fuelType) ?? notAvailable,
    },
    {
      key: 'transmission',
      icon: <SettingsOutlinedIcon />,
      label: t`Transmission`,
      value: labels.specValue(specs.transmission) ?? notAvailable,
    },
  ];

  return (
    <Box component="section" aria-labelledby={headingId}>
      <Typography id={headingId} component="h2" sx={visuallyHidden}>
        {t`Quick info`}
      </Typography>
      <Box
        component="dl"
        sx={{
          m: 0,
          display: 'grid',
          gridTemplateColumns: 'repeat(3, minmax(0, 1fr))',
          gap: { xs: 1, sm: 2 },
        }}
      >
        {items.map((item) => (
          <Box
            key={item.key}
            data-testid={`quick-info-${item.key}`}
            sx={{
              display: 'flex',
              flexDirection: 'column',
              alignItems: 'center',
              textAlign: 'center',
              gap: 0.5,
              px: { xs: 1, sm: 2 },
              py: { xs: 2, sm: 2.5 },
              border: 1,
              borderColor: 'divider',
              borderRadius: 2,
              bgcolor: 'background.paper',
              minWidth: 0,
            }}
          >
            <IconBadge size={40} sx={{ mb: 0.5 }}>
              {item.icon}
            </IconBadge>
            <Typography component="dt" sx={{ color: 'text.secondary', fontSize: '0.8125rem', overflowWrap: 'break-word', hyphens: 'auto' }}>
              {item.label}
            </Typography>
            <Typography component="dd" sx={{ m: 0, fontWeight: 600, overflowWrap: 'break-word', hyphens: 'auto' }}>
              {item.value}
            </Typography>
          </Box>
        ))}
      </Box>
    </Box>
  );
}
