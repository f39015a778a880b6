/** The parts of nlp.js the local engine uses (the packages ship no types). */
declare module '@nlpjs/core' {
  export function containerBootstrap(): Promise<{
    use(plugin: unknown): void;
    get(name: 'nlp'): NlpEngine;
    registerConfiguration(name: string, settings: object, overwrite: boolean): void;
  }>;
  export type NlpEngine = {
    settings: { autoSave: boolean; log: boolean };
    addLanguage(lang: string): void;
    addDocument(lang: string, utterance: string, intent: string): void;
    train(): Promise<unknown>;
    process(lang: string, text: string): Promise<{ intent: string; score: number }>;
  };
}
declare module '@nlpjs/nlp' {
  export const Nlp: unknown;
}
declare module '@nlpjs/lang-en-min' {
  export const LangEn: unknown;
}
declare module '@nlpjs/lang-de' {
  export const LangDe: unknown;
}
