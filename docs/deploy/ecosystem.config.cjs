// pm2 without containers: two instances on one machine, behind nginx (docs/deploy/nginx.conf with
// `server 127.0.0.1:3001; server 127.0.0.1:3002;` in the upstream). Build first: npm install && npm run build
//   SECRET_KEY=... DATABASE_URL=postgres://... REDIS_URL=redis://... pm2 start docs/deploy/ecosystem.config.cjs
const shared = {
  script: 'dist/server/api/src/index.js', // compiled by `npm run build`
  interpreter: 'node',
  cwd: `${__dirname}/../..`,
  kill_timeout: 20000, // SIGTERM, then up to 10 s for requests in flight before the process exits 0
  env: {
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    DATABASE_URL: process.env.DATABASE_URL,
    REDIS_URL: process.env.REDIS_URL,
    SECRET_KEY: process.env.SECRET_KEY, // the same on every instance
    // Web Push: one key pair for every instance (npx web-push generate-vapid-keys); unset, each generates its own into its DATA_DIR
    VAPID_PUBLIC_KEY: process.env.VAPID_PUBLIC_KEY,
    VAPID_PRIVATE_KEY: process.env.VAPID_PRIVATE_KEY,
    PUBLIC_URL: process.env.PUBLIC_URL,
    TRUST_PROXY: '1',
  },
};

module.exports = {
  apps: [
    { ...shared, name: 'streamline-1', env: { ...shared.env, PORT: '3001' } },
    { ...shared, name: 'streamline-2', env: { ...shared.env, PORT: '3002' } },
  ],
};
