const t = performance.now();
process.env.DATA_DIR='/tmp/memtest/d2'; process.env.SECRET_KEY='x'.repeat(40); process.env.PORT='3998'; process.env.LOG_LEVEL='error';
await import('./dist/server/api/src/index.js');
const res = await fetch('http://127.0.0.1:3998/api/health');
console.log('healthy in', Math.round(performance.now() - t), 'ms', res.status, 'rss', Math.round(process.memoryUsage().rss/1048576));
const mods = Object.keys(await import('node:module').then(m => ({})));
process.exit(0);
