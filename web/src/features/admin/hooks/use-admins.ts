import type { AdminRole } from '@costa/domain';
import { useLive, type LiveState } from '../../../hooks/use-live';
import { subscribeAdmins } from '../api/subscribe-admins';

/** The administrators, live, sorted by name. */
export function useAdmins(): LiveState<AdminRole[]> {
  return useLive('admins', subscribeAdmins);
}
