/**
 * The REST reads answered in the query thread, by name; THREAD_READS (threadReads.ts) maps each to
 * the function that answers it. The names live apart from that map, which imports every domain's
 * services, so that Deps (context.ts, through queryThread.ts) can name them without a cycle.
 */
export type ThreadReadName = 'tasks.list';
