// The little of oidc-provider (which ships no types) the tests use.
declare module 'oidc-provider' {
  import type { IncomingMessage, ServerResponse } from 'node:http';

  export type AccountClaims = { sub: string; [claim: string]: unknown };
  export type Account = { accountId: string; claims: () => AccountClaims | Promise<AccountClaims> };

  export default class Provider {
    constructor(issuer: string, configuration?: Record<string, unknown>);
    callback(): (req: IncomingMessage, res: ServerResponse) => void;
  }
}
