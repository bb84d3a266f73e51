import { Trans } from '@lingui/react/macro';
import { useEffect } from 'react';
import { useRouteError } from 'react-router-dom';

export function RouteError() {
  const error = useRouteError();
  useEffect(() => {
    console.error('Router failure', error);
  }, [error]);
  return (
    <section>
      <h1>
        <Trans>Unexpected Application Error!</Trans>
      </h1>
    </section>
  );
}
