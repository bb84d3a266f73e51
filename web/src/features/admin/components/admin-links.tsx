/** The admin panel's way to the other tools: orders, inbox, translation manager, car manager, settings. */
import ArrowForwardRounded from '@mui/icons-material/ArrowForwardRounded';
import CalendarMonthOutlined from '@mui/icons-material/CalendarMonthOutlined';
import EventBusyOutlined from '@mui/icons-material/EventBusyOutlined';
import DirectionsCarOutlined from '@mui/icons-material/DirectionsCarOutlined';
import GavelOutlined from '@mui/icons-material/GavelOutlined';
import InboxOutlined from '@mui/icons-material/InboxOutlined';
import ReceiptLongOutlined from '@mui/icons-material/ReceiptLongOutlined';
import SettingsOutlined from '@mui/icons-material/SettingsOutlined';
import TranslateOutlined from '@mui/icons-material/TranslateOutlined';
import Box from '@mui/material/Box';
import CardActionArea from '@mui/material/CardActionArea';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { Link as RouterLink } from '../../../lib/router';
import { IconBadge } from '../../../components/ui/icon-badge';
import { usePaths } from '../../../config/paths';

function ToolLink({ to, icon, title, text }: { to: string; icon: ReactNode; title: ReactNode; text: ReactNode }) {
  return (
    <Paper variant="outlined" sx={{ borderRadius: 2, '&:hover, &:focus-within': { borderColor: 'primary.main' } }}>
      <CardActionArea component={RouterLink} to={to} sx={{ p: { xs: 2.5, md: 3 }, display: 'flex', gap: 2, alignItems: 'center', justifyContent: 'flex-start', borderRadius: 2 }}>
        <IconBadge>{icon}</IconBadge>
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Typography variant="h3" sx={{ fontSize: '1.125rem', mb: 0.5 }}>
            {title}
          </Typography>
          <Typography variant="body2" color="textSecondary">
            {text}
          </Typography>
        </Box>
        <ArrowForwardRounded color="primary" aria-hidden />
      </CardActionArea>
    </Paper>
  );
}

export function AdminLinks() {
  const paths = usePaths();
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
      <ToolLink
        to={paths('adminOrders')}
        icon={<ReceiptLongOutlined />}
        title={<Trans>Orders</Trans>}
        text={<Trans>Find a booking by its number, customer or status, and see every detail.</Trans>}
      />
      <ToolLink
        to={paths('adminCalendar')}
        icon={<CalendarMonthOutlined />}
        title={<Trans>Fleet calendar</Trans>}
        text={<Trans>See every car's month at a glance: bookings, payments under way and blocks.</Trans>}
      />
      <ToolLink
        to={paths('adminInbox')}
        icon={<InboxOutlined />}
        title={<Trans>Inbox</Trans>}
        text={<Trans>Answer booking requests and messages by e-mail.</Trans>}
      />
      <ToolLink
        to={paths('adminFleet')}
        icon={<DirectionsCarOutlined />}
        title={<Trans>Fleet editor</Trans>}
        text={<Trans>Add a car, change its price, photos and details, or hide it from the site.</Trans>}
      />
      <ToolLink
        to={paths('translate')}
        icon={<TranslateOutlined />}
        title={<Trans>Translation Manager</Trans>}
        text={<Trans>Check and complete the translations of car descriptions and features.</Trans>}
      />
      <ToolLink
        to={paths('adminCars')}
        icon={<EventBusyOutlined />}
        title={<Trans>Car Manager</Trans>}
        text={<Trans>Block the dates of a car for maintenance or internal use.</Trans>}
      />
      <ToolLink
        to={paths('adminLegal')}
        icon={<GavelOutlined />}
        title={<Trans>Legal texts</Trans>}
        text={<Trans>Publish the terms, privacy and cookie policies and the legal notice, in every language.</Trans>}
      />
      <ToolLink
        to={paths('adminSettings')}
        icon={<SettingsOutlined />}
        title={<Trans>Settings</Trans>}
        text={<Trans>Edit the contact details, company facts, opening hours and rental discounts.</Trans>}
      />
    </Box>
  );
}
