import { graphql, useFragment } from 'react-relay/hooks.js';
import { Cpu, Sparkles } from 'lucide-react';
import type { AiProviderInfo_query$key } from '../../__generated__/AiProviderInfo_query.graphql.ts';

type Props = { query: AiProviderInfo_query$key };

/** Which AI engine this server uses (read-only: the administrator sets it when starting the server). */
export function AiProviderInfo({ query }: Props) {
  const data = useFragment(
    graphql`
      fragment AiProviderInfo_query on Query {
        aiProvider {
          kind
          model
        }
      }
    `,
    query,
  );
  const local = data.aiProvider.kind === 'local';
  const Icon = local ? Cpu : Sparkles;
  return (
    <div className="flex items-center gap-3">
      <span className="grid size-10 shrink-0 place-items-center rounded-xl bg-violet-50 text-violet-600 ring-1 ring-violet-100">
        <Icon className="size-5" aria-hidden />
      </span>
      <div className="min-w-0">
        <p className="text-xs font-medium tracking-wide text-slate-500 uppercase">AI provider in use</p>
        <p className="truncate text-sm font-semibold text-slate-900" data-testid="ai-provider">
          {local ? 'Built-in local engine' : `OpenAI-compatible: ${data.aiProvider.model}`}
        </p>
      </div>
    </div>
  );
}
