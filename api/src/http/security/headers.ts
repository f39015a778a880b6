import type { NextFunction, Request, Response } from 'express';
import helmet from 'helmet';
import { LRUCache } from 'lru-cache';

/** The Host header as a CSP source, or nothing when it is not a plain host[:port]. */
function socketSources(req: Request): string {
  const host = req.get('host') ?? '';
  return /^[a-z0-9.-]+(:\d{1,5})?$|^\[[0-9a-f:.]+\](:\d{1,5})?$/i.test(host) ? `ws://${host} wss://${host}` : '';
}

const appDirectives = {
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'"],
  scriptSrcAttr: ["'none'"],
  // Radix and recharts position and colour elements with style attributes
  styleSrc: ["'self'", "'unsafe-inline'"],
  // the 2FA QR code is a data: URL
  imgSrc: ["'self'", 'data:'],
  fontSrc: ["'self'", 'data:'],
  // 'self' covers ws:/wss: only in newer browsers: name the socket of this host too
  connectSrc: ["'self'", (req: unknown) => socketSources(req as Request)],
  workerSrc: ["'self'"],
  manifestSrc: ["'self'"],
  objectSrc: ["'none'"],
  baseUri: ["'self'"],
  formAction: ["'self'"],
  frameAncestors: ["'none'"],
};

const CDN = 'https://unpkg.com';
/** GraphiQL (development, or GRAPHIQL=1) is an inline page loading its editor from a CDN. */
const graphiqlDirectives = {
  ...appDirectives,
  scriptSrc: ["'self'", "'unsafe-inline'", CDN],
  styleSrc: ["'self'", "'unsafe-inline'", CDN],
  imgSrc: ["'self'", 'data:', 'https:'],
  fontSrc: ["'self'", 'data:', CDN],
  workerSrc: ["'self'", 'blob:', CDN],
};

const common = {
  strictTransportSecurity: false as const,
  referrerPolicy: { policy: 'strict-origin-when-cross-origin' as const },
  frameguard: { action: 'deny' as const },
  crossOriginEmbedderPolicy: false,
};
type Middleware = (req: Request, res: Response, next: (err?: unknown) => void) => void;
/** A header helmet set (name, value) or removed (name). */
type HeaderStep = [name: string, value?: string];
const CACHED_HOSTS = 64;

/**
 * helmet's headers depend on nothing but the Host (the socket source of connect-src): they are worked
 * out once per Host, by helmet itself, and then copied onto each answer as they are (helmet
 * builds the CSP text again on every request). The Host comes from the client: at most 64 are kept.
 */
function perHost(middleware: Middleware): Middleware {
  const byHost = new LRUCache<string, HeaderStep[]>({ max: CACHED_HOSTS });
  return (req, res, next) => {
    const host = req.get('host') ?? '';
    let steps = byHost.get(host);
    if (!steps) {
      const recorded: HeaderStep[] = [];
      let failed = false;
      const recorder = {
        setHeader: (name: string, value: unknown) => recorded.push([name, String(value)]),
        removeHeader: (name: string) => recorded.push([name]),
      };
      middleware(req, recorder as unknown as Response, (err) => (failed = !!err));
      if (failed) return middleware(req, res, next);
      byHost.set(host, (steps = recorded));
    }
    for (const [name, value] of steps) {
      if (value === undefined) res.removeHeader(name);
      else res.setHeader(name, value);
    }
    next();
  };
}

const appHelmet = perHost(helmet({ ...common, contentSecurityPolicy: { useDefaults: false, directives: appDirectives } }));
const graphiqlHelmet = perHost(helmet({ ...common, contentSecurityPolicy: { useDefaults: false, directives: graphiqlDirectives } }));
const HSTS = 'max-age=31536000; includeSubDomains';

/**
 * Security headers on every answer: a strict Content-Security-Policy, nosniff, no framing, a
 * cross-origin referrer of the origin only, and HSTS when the request came over https.
 */
export function securityHeaders(options: { graphiql: boolean }) {
  return (req: Request, res: Response, next: NextFunction) => {
    if (req.secure) res.setHeader('Strict-Transport-Security', HSTS);
    const graphiqlPage = options.graphiql && req.method === 'GET' && /^\/graphql\/?$/i.test(req.path) && (req.get('accept') ?? '').includes('text/html');
    (graphiqlPage ? graphiqlHelmet : appHelmet)(req, res, next);
  };
}
