import { setGlobalOptions } from 'firebase-functions/v2';
import { onRequest } from 'firebase-functions/v2/https';

setGlobalOptions({ region: 'europe-west1' });

export const page = onRequest((req, res) => {
  res.send('<!doctype html><html><body>placeholder</body></html>');
});
