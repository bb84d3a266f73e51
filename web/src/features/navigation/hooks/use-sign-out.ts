import { useLingui } from '@lingui/react/macro';
import { useCallback } from 'react';
import { useToast } from '../../../components/ui/use-toast';
import { signOutUser } from '../../auth/api/sign-out';

export function useSignOut(): () => Promise<void> {
  const { t } = useLingui();
  const toast = useToast();
  return useCallback(async () => {
    try {
      await signOutUser();
      toast.success(t`You have been signed out`);
    } catch (error) {
      console.error('Sign-out failed', error);
      toast.error(t`Could not sign out`, t`Please try again in a moment.`);
    }
  }, [t, toast]);
}
