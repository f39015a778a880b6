import type { Config } from '../../config.js';

export type AiProviderInfo = { provider: 'openai' | 'local'; model: string | null };

/** Which AI engine answers this instance: read-only, decided by OPENAI_API_KEY at start. */
export function aiProviderInfo(config: Pick<Config, 'openai'>): AiProviderInfo {
  return config.openai.apiKey ? { provider: 'openai', model: config.openai.model } : { provider: 'local', model: null };
}
