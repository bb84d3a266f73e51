/**
 * What the order form can know about a signed-in customer: name and e-mail
 * from their Firebase account, name and phone from their profile. Null for a
 * guest or while auth is still loading; the form never waits for it.
 */
import { CUSTOMER_LIMITS, type CustomerDetails, type Profile } from '@costa/domain';
import { useEffect, useMemo, useState } from 'react';
import { getProfile } from '../../auth/api/get-profile';
import { useAuth } from '../../auth/use-auth';

export function useOrderPrefill(): CustomerDetails | null {
  const { status, user } = useAuth();
  const uid = status === 'signedIn' ? (user?.uid ?? null) : null;
  const [loaded, setLoaded] = useState<{ uid: string; profile: Profile | null } | null>(null);

  useEffect(() => {
    if (!uid) return;
    let active = true;
    void getProfile(uid).then((profile) => active && setLoaded({ uid, profile }));
    return () => {
      active = false;
    };
  }, [uid]);

  const displayName = user?.displayName ?? '';
  const accountEmail = user?.email ?? '';
  const profile = uid && loaded?.uid === uid ? loaded.profile : null;
  return useMemo(() => {
    if (!uid) return null;
    const profileName = [profile?.firstName, profile?.lastName].map((part) => part?.trim() ?? '').filter(Boolean).join(' ');
    return {
      name: (displayName.trim() || profileName).slice(0, CUSTOMER_LIMITS.name),
      email: (accountEmail.trim() || profile?.email?.trim() || '').slice(0, CUSTOMER_LIMITS.email),
      phone: (profile?.phone?.trim() ?? '').slice(0, CUSTOMER_LIMITS.phone),
    };
  }, [uid, displayName, accountEmail, profile]);
}
