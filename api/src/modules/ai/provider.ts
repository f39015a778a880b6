import type { Config } from '../../config.js';
import type { AiProvider } from './aiProvider.js';
import { LocalProvider } from './local/provider.js';
import { OpenAiProvider, type OpenAiOptions } from './openai/provider.js';

/** The configured AI: an OpenAI-compatible server when a key is set, else the built-in local engine. */
export function createProvider(config: Pick<Config, 'openai'>, options: Partial<OpenAiOptions> = {}): AiProvider {
  const { apiKey, baseURL, model } = config.openai;
  if (apiKey) return new OpenAiProvider({ apiKey, baseURL, model, ...options });
  return new LocalProvider();
}

const cache = new WeakMap<object, AiProvider>();
/** One provider per app configuration. */
export function providerFor(deps: { config: Config }): AiProvider {
  let p = cache.get(deps.config);
  if (!p) {
    p = createProvider(deps.config);
    cache.set(deps.config, p);
  }
  return p;
}
