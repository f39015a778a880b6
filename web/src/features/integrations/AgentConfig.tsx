import { CopyButton } from '../../components/ui/CopyButton.tsx';

/** The MCP client settings that reach this server's /mcp with `token` (Claude Code, Cursor, VS Code and others read this shape). */
export function agentConfig(origin: string, token: string) {
  return JSON.stringify({ mcpServers: { streamline: { type: 'http', url: `${origin}/mcp`, headers: { Authorization: `Bearer ${token}` } } } }, null, 2);
}

/** Under a new token: what to paste into an AI agent's settings so it works on your tasks with it. */
export function AgentConfig({ token }: { token: string }) {
  const config = agentConfig(window.location.origin, token);
  return (
    <details className="group text-sm text-amber-900">
      <summary className="cursor-pointer font-medium">Connect an AI agent (MCP)</summary>
      <div className="mt-2 grid gap-2">
        <p>Paste this into your agent&apos;s MCP servers. It can then find, add and change tasks and run your timer as far as the token&apos;s scopes allow.</p>
        <pre data-testid="agent-config" className="overflow-x-auto rounded-lg bg-white px-2 py-1.5 font-mono text-xs text-slate-800 ring-1 ring-slate-200">
          {config}
        </pre>
        <div>
          <CopyButton value={config} size="sm" />
        </div>
      </div>
    </details>
  );
}
