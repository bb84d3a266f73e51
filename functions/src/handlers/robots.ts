/** `/robots.txt`. */
import { renderRobots } from '../render/robots';
import { rejectUnlessRead, requestOrigin, type HttpRequest, type HttpResponse } from './http';

export const CACHE_ROBOTS = 'public, max-age=3600, s-maxage=86400';

export interface RobotsDeps {
  configuredOrigin: () => string;
}

export function createRobotsHandler(deps: RobotsDeps) {
  return (req: HttpRequest, res: HttpResponse): void => {
    if (rejectUnlessRead(req, res)) return;
    const origin = requestOrigin(deps.configuredOrigin(), req.headers);
    res
      .status(200)
      .set('Content-Type', 'text/plain; charset=utf-8')
      .set('Cache-Control', CACHE_ROBOTS)
      .send(renderRobots(origin));
  };
}
