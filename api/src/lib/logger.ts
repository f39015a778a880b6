type Level = 'error' | 'info' | 'debug';
const order = { silent: 0, error: 1, info: 2, debug: 3 } as const;
let threshold: number = order[(process.env.LOG_LEVEL as keyof typeof order) ?? 'info'] ?? order.info;

/** One JSON line per event, so logs from several instances can be merged and searched. */
function log(level: Level, msg: string, fields: Record<string, unknown> = {}) {
  if (order[level] > threshold) return;
  const line = JSON.stringify({ time: new Date().toISOString(), level, msg, ...fields });
  (level === 'error' ? process.stderr : process.stdout).write(line + '\n');
}

export const logger = {
  setLevel: (level: keyof typeof order) => (threshold = order[level]),
  error: (msg: string, fields?: Record<string, unknown>) => log('error', msg, fields),
  info: (msg: string, fields?: Record<string, unknown>) => log('info', msg, fields),
  debug: (msg: string, fields?: Record<string, unknown>) => log('debug', msg, fields),
};
