/**
 * Root of every page: carries `data-page` (the route key, or `payment-success`)
 * so the shell, tests and analytics can tell pages apart. The shell owns `<main>`.
 */
import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';
import type { RouteKey } from '@costa/domain';
import type { ReactNode } from 'react';

export type PageId = RouteKey | 'payment-success';

interface PageProps {
  id: PageId;
  children: ReactNode;
  sx?: SxProps<Theme>;
}

export function Page({ id, children, sx }: PageProps) {
  return (
    <Box data-page={id} sx={sx}>
      {children}
    </Box>
  );
}
