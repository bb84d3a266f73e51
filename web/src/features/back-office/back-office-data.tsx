/**
 * The back office's live data: reactfire, on the app's
 * own Firebase clients (the emulators locally). Only the back office's pages
 * import this module, so reactfire never reaches the storefront's first load
 * (the bundle budget test checks it). Pages render a placeholder until the
 * SDKs are ready.
 *
 * A failed read is caught by `DataBoundary` (data-boundary.tsx), which offers
 * to try again.
 */
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import { useLingui } from '@lingui/react/macro';
import type { FirebaseApp } from 'firebase/app';
import type { Firestore } from 'firebase/firestore';
import { useEffect, useState, type ReactNode } from 'react';
import { FirebaseAppProvider, FirestoreProvider } from 'reactfire';
import { getApp, getFirestoreClient } from '../../lib/firebase';
import { DataBoundary } from './data-boundary';

interface Clients {
  app: FirebaseApp;
  firestore: Firestore;
}

export function BackOfficeData({ children }: { children: ReactNode }) {
  const { t } = useLingui();
  const [clients, setClients] = useState<Clients | null>(null);

  useEffect(() => {
    let active = true;
    void Promise.all([getApp(), getFirestoreClient()]).then(([app, firestore]) => active && setClients({ app, firestore }));
    return () => {
      active = false;
    };
  }, []);

  if (!clients) {
    return (
      <Box role="status" aria-label={t`Loading…`} sx={{ display: 'grid', gap: 2 }}>
        <Skeleton variant="rounded" height={56} />
        <Skeleton variant="rounded" height={240} />
      </Box>
    );
  }
  return (
    <FirebaseAppProvider firebaseApp={clients.app}>
      <FirestoreProvider sdk={clients.firestore}>
        <DataBoundary message={t`The data of this page could not be loaded.`}>{children}</DataBoundary>
      </FirestoreProvider>
    </FirebaseAppProvider>
  );
}
