/** The fleet list's messages, shared by the home section and the cars page. */
import { Trans } from '@lingui/react/macro';

export function CarsLoadError() {
  return <Trans>Sorry, we couldn't load the cars. Please try again later.</Trans>;
}

export function NoCarsAvailable() {
  return <Trans>No cars available at the moment. Please check back later.</Trans>;
}
