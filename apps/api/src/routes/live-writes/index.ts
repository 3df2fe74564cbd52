import type { FastifyPluginCallback } from 'fastify';
import { componentWriteRoutes } from './components';
import { incidentWriteRoutes } from './incidents';
import { lineupsWriteRoutes } from './lineups';
import { matchWriteRoutes } from './match';
import { oddsWriteRoutes } from './odds';
import { liveWriteContext, type LiveWriteOptions } from './shared';
import { statisticsWriteRoutes } from './statistics';

/**
 * The editors' live-coverage writes (docs/api.md "Live coverage writes", ARCHITECTURE.md
 * "Editors"): timeline items, the match's state, incidents, odds, match statistics and
 * lineups. Every route answers 401 / 403 before reading its body, counts against the editor's rate limit,
 * commits its write, drops the cached reads it touched, then publishes the live message
 * (docs/live.md) with the editor as its author.
 */
export const liveWriteRoutes: FastifyPluginCallback<LiveWriteOptions> = (app, options, done) => {
  const context = liveWriteContext(app, options);
  componentWriteRoutes(app, context);
  matchWriteRoutes(app, context);
  incidentWriteRoutes(app, context);
  oddsWriteRoutes(app, context);
  statisticsWriteRoutes(app, context);
  lineupsWriteRoutes(app, context);
  done();
};

export { LIVE_WRITES_PER_MINUTE, type LiveWriteOptions } from './shared';
