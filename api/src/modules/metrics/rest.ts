import { Router } from 'express';
import type { Config } from '../../config.js';
import type { AppMetrics } from './registry.js';
import { metricsAccess } from './access.js';
import type { AbuseGuard } from '../../http/security/abuseGuard.js';
import { overBadTokenLimit } from '../../http/security/badTokens.js';

/** GET /metrics: Prometheus text format, for a scraper allowed by access.ts. */
export function metricsRouter(config: Config, metrics: AppMetrics, guard: AbuseGuard) {
  const r = Router();
  r.get('/', async (req, res) => {
    res.set('Cache-Control', 'no-store');
    const access = metricsAccess(req, config.metricsToken);
    // a wrong METRICS_TOKEN counts as a bad API token does: per address, then 429
    if (access === 'unauthorized' && (await overBadTokenLimit(guard, req, res))) return;
    if (access === 'unauthorized') return void res.status(401).set('WWW-Authenticate', 'Bearer realm="metrics"').json({ message: 'Unauthorized' });
    if (access === 'forbidden')
      return void res.status(403).json({ message: 'Metrics are served to this machine only: set METRICS_TOKEN to scrape from elsewhere' });
    res.type(metrics.registry.contentType).send(await metrics.registry.metrics());
  });
  return r;
}
