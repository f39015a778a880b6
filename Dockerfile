# Streamline in one image: the compiled server serving the built web app, as `npm start` runs it.
#   docker build -t streamline .
#   docker run -p 3000:3000 -v streamline-data:/data streamline
# The data folder (/data) holds the SQLite database, the generated SECRET_KEY and VAPID keys, and the
# e-mail outbox; set DATABASE_URL (PostgreSQL) and REDIS_URL to run several instances (docs/deploy).

FROM node:20-bookworm-slim AS build
WORKDIR /app
# build tools for the native addons (better-sqlite3, argon2) when no prebuilt binary fits
RUN apt-get update && apt-get install -y --no-install-recommends python3 make g++ && rm -rf /var/lib/apt/lists/*
COPY package.json package-lock.json prisma.config.ts ./
COPY prisma ./prisma
COPY patches ./patches
RUN npm install --no-audit --no-fund
COPY . .
RUN npm run build && npm prune --omit=dev --no-audit --no-fund

FROM node:20-bookworm-slim
ENV NODE_ENV=production PORT=3000 DATA_DIR=/data
WORKDIR /app
COPY --from=build --chown=node:node /app/package.json ./
COPY --from=build --chown=node:node /app/node_modules ./node_modules
COPY --from=build --chown=node:node /app/dist ./dist
COPY --from=build --chown=node:node /app/prisma/migrations ./prisma/migrations
RUN mkdir -p /data && chown node:node /data
USER node
VOLUME /data
EXPOSE 3000
HEALTHCHECK --interval=10s --timeout=5s CMD node -e "fetch('http://127.0.0.1:3000/api/health').then(r => process.exit(r.ok ? 0 : 1), () => process.exit(1))"
CMD ["node", "dist/server/bundle/index.js"]
