/**
 * The frame of each back office page: the page's head and title
 * (the admin shell around it lets only administrators through) and the live
 * data (reactfire), which loads with these pages only.
 */
import Container from '@mui/material/Container';
import type { Breakpoint } from '@mui/material/styles';
import type { ReactNode } from 'react';
import { Page } from '../../components/page/page';
import { BackOfficeData } from '../../features/back-office/back-office-data';
import type { AdminRouteKey } from './admin-routes';

export function BackOfficePage({ id, width = 'lg', children }: { id: AdminRouteKey; width?: Breakpoint; children: ReactNode }) {
  return (
    <Page id={id}>
      <Container maxWidth={width} sx={{ py: { xs: 4, md: 6 } }}>
        <BackOfficeData>{children}</BackOfficeData>
      </Container>
    </Page>
  );
}
