import type { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { z } from 'zod';
import type { Deps } from '../../graphql/context.js';
import type { SignedInUser } from '../../graphql/viewer.js';
import { AppError } from '../../lib/errors.js';
import type { TokenScope } from '../../../../shared/tokens/scopes.js';
import type { TokenGrant } from '../tokens/grant.js';
import { missingScopeMessage } from '../tokens/scopeMessages.js';

export const id = z.union([z.number().int().positive(), z.string().min(1)]);
export const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'a day as YYYY-MM-DD');

/** What each area's tools are registered with: the request's services, its user and its scope-checking `tool`. */
export type ToolContext = { deps: Deps; viewer: SignedInUser; tool: ReturnType<typeof toolRegistrar> };

const json = (value: unknown) => ({ content: [{ type: 'text' as const, text: JSON.stringify(value, null, 2) }] });
const failure = (text: string) => ({ isError: true, content: [{ type: 'text' as const, text }] });

/**
 * Registers tools that run only when the token has their scope (said in their description). A refusal
 * or a service's 4xx (400, 404…) is the tool's error result with the service's message.
 */
export function toolRegistrar(server: McpServer, grant: TokenGrant) {
  return <S extends z.ZodRawShape>(
    name: string,
    scope: TokenScope,
    description: string,
    inputSchema: S,
    run: (args: z.infer<z.ZodObject<S>>) => Promise<unknown>,
  ) =>
    server.registerTool(name, { description: `${description} (needs the ${scope} scope)`, inputSchema }, (async (args: z.infer<z.ZodObject<S>>) => {
      if (!grant.scopes.includes(scope)) return failure(missingScopeMessage(scope));
      try {
        return json(await run(args));
      } catch (error) {
        if (error instanceof AppError && error.status < 500) return failure(error.message);
        throw error;
      }
    }) as never);
}
