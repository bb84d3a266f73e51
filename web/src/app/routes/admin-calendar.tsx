/** The back office's fleet calendar. */
import { BackOfficePage } from '../layout/back-office-page';
import { CalendarScreen } from '../../features/calendar/components/calendar-screen';

export default function AdminCalendarPage() {
  return (
    <BackOfficePage id="adminCalendar" width="xl">
      <CalendarScreen />
    </BackOfficePage>
  );
}
