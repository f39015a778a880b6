import compression from 'compression';
import type { NextFunction, Request, Response } from 'express';

/** Streams that must reach the client as they are written: never buffered by a compressor. */
const STREAMING = /^(text\/event-stream|multipart\/mixed)/i;

/**
 * gzip/brotli (quality 4) for answers of 1 KB or more: REST JSON, GraphQL (yoga's JSON answers) and
 * the web app's files. Left alone: server-sent events and multipart (@defer/@stream, yoga's SSE
 * subscriptions), which must flush each event, and WebSockets (an upgrade never reaches Express).
 */
export function compressResponses() {
  const compress = compression({
    threshold: 1024,
    filter: (req: Request, res: Response) => {
      if (STREAMING.test(String(res.getHeader('Content-Type') ?? ''))) return false;
      if (STREAMING.test(req.get('accept') ?? '') && !/json/i.test(req.get('accept') ?? '')) return false;
      return compression.filter(req, res);
    },
  });
  // a client that accepts no encoding gets none: skip the response hooks, keep the Vary
  return (req: Request, res: Response, next: NextFunction) => {
    if (req.headers['accept-encoding']) return compress(req, res, next);
    res.vary('Accept-Encoding');
    next();
  };
}
