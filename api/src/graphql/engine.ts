import { useEngine } from '@envelop/core';
import { execute } from 'graphql';

/**
 * Queries and mutations execute with graphql-js's own `execute` rather than yoga's default
 * (@graphql-tools/executor, which adds incremental delivery and abort signals, neither of which the
 * schema uses, at a cost per field that a list page of 50 tasks pays about a thousand times).
 * Subscriptions keep yoga's executor. The A/B is in bench/RESULTS.md.
 */
export const executeWithGraphqlJs = useEngine({ execute });
