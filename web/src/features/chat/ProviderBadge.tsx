import { graphql, useLazyLoadQuery } from 'react-relay/hooks.js';
import type { ProviderBadgeQuery } from '../../__generated__/ProviderBadgeQuery.graphql.ts';
import { Badge } from '../../components/ui/Badge.tsx';

/** Which AI answers: the built-in engine or the configured model. */
export function ProviderBadge() {
  const { aiProvider } = useLazyLoadQuery<ProviderBadgeQuery>(
    graphql`
      query ProviderBadgeQuery {
        aiProvider {
          kind
          model
        }
      }
    `,
    {},
    { fetchPolicy: 'store-or-network' },
  );
  return (
    <Badge tone={aiProvider.kind === 'local' ? 'neutral' : 'indigo'} title="AI engine">
      <span aria-hidden className="size-1.5 rounded-full bg-emerald-500" />
      {aiProvider.kind === 'local' ? 'Built-in engine' : aiProvider.model || 'OpenAI'}
    </Badge>
  );
}
