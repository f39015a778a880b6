import { GraphQLError } from 'graphql';
import type { Plugin } from 'graphql-yoga';

export const BAD_PARAMS = 'The "variables" and "extensions" parameters must be JSON objects';

/**
 * A GET /graphql whose `variables` or `extensions` parameter is not JSON: yoga's own parser throws a
 * bare SyntaxError there (a POST body's is a 400 already), which would be a masked 500. A 400 instead.
 */
export function requestParamsPlugin(): Plugin {
  return {
    onRequestParse({ requestParser, setRequestParser }) {
      if (!requestParser) return;
      setRequestParser(async (request) => {
        try {
          return await requestParser(request);
        } catch (err) {
          if (err instanceof SyntaxError) throw new GraphQLError(BAD_PARAMS, { extensions: { code: 'BAD_REQUEST', http: { status: 400 } } });
          throw err;
        }
      });
    },
  };
}
