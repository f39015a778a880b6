import { EnvelopArmorPlugin } from '@escape.tech/graphql-armor';
import { GraphQLError, NoSchemaIntrospectionCustomRule, type ValidationContext } from 'graphql';
import type { Plugin } from 'graphql-yoga';
import type { Config } from '../../config.js';

/** Report a refused document as a validation error (an HTTP 400), not as a thrown error (a 200). */
const asValidationError = {
  propagateOnRejection: false,
  onReject: [
    (ctx: ValidationContext | null, error: GraphQLError) =>
      ctx?.reportError(new GraphQLError(error.message.replace(/^Syntax Error: /, ''), { extensions: { code: 'GRAPHQL_VALIDATION_FAILED' } })),
  ],
};

/**
 * What one GraphQL document may ask for: depth, aliases, estimated cost, tokens and directives
 * (graphql-armor); no "did you mean" field suggestions and no introspection outside development
 * unless GRAPHQL_INTROSPECTION or GraphiQL asks for it. They apply to HTTP and WebSocket alike.
 */
export function graphqlLimitPlugins(limits: Config['graphqlLimits']): Plugin[] {
  const armor = EnvelopArmorPlugin({
    maxDepth: { n: limits.maxDepth, flattenFragments: true, ...asValidationError },
    maxAliases: { n: limits.maxAliases, ...asValidationError },
    costLimit: { maxCost: limits.maxCost, flattenFragments: true, ...asValidationError },
    maxTokens: { n: limits.maxTokens },
    maxDirectives: { n: 50, ...asValidationError },
    blockFieldSuggestion: { enabled: !limits.fieldSuggestions },
  }) as Plugin;
  const plugins: Plugin[] = [armor];
  if (!limits.introspection) {
    plugins.push({ onValidate: ({ addValidationRule }) => addValidationRule(NoSchemaIntrospectionCustomRule) });
  }
  return plugins;
}
