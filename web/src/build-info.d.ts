/** Set by web/vite.config.ts `define` at build time. */
declare const __APP_VERSION__: string;
declare const __BUILD_TIME__: string;
