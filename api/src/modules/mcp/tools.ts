import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import type { Deps } from '../../graphql/context.js';
import type { SignedInUser } from '../../graphql/viewer.js';
import type { TokenGrant } from '../tokens/grant.js';
import { toolRegistrar } from './tool.js';
import { registerTaskTools } from './taskTools.js';
import { registerCommentTools } from './commentTools.js';
import { registerProjectTools } from './projectTools.js';
import { registerTimerTools } from './timerTools.js';

/**
 * The MCP server of one request: every tool calls the same services as REST and GraphQL, as the
 * token's user, after checking the token has the tool's scope.
 */
export function mcpServerFor(deps: Deps, viewer: SignedInUser, grant: TokenGrant) {
  const server = new McpServer({ name: 'streamline', version: '1.0.0' });
  const context = { deps, viewer, tool: toolRegistrar(server, grant) };
  registerTaskTools(context);
  registerCommentTools(context);
  registerProjectTools(context);
  registerTimerTools(context);
  return server;
}
