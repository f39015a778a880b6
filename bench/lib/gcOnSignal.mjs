// Preloaded into a bench server run with --expose-gc (bench/tools/gc-trace.ts, GC_AT): SIGUSR2 runs a full collection.
process.on('SIGUSR2', () => globalThis.gc());
