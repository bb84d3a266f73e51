/**
 * The back office's fleet calendar (issue 13). The admin shell around it
 * sets the head and title and lets only administrators through; the live
 * data loads with this page only.
 */
import Container from '@mui/material/Container';
import { Page } from '../../components/page/page';
import { BackOfficeData } from '../../features/back-office/back-office-data';
import { CalendarScreen } from '../../features/calendar/components/calendar-screen';

export default function AdminCalendarPage() {
  return (
    <Page id="adminCalendar">
      <Container maxWidth="xl" sx={{ py: { xs: 4, md: 6 } }}>
        <BackOfficeData>
          <CalendarScreen />
        </BackOfficeData>
      </Container>
    </Page>
  );
}
