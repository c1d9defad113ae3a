# syntax=docker/dockerfile:1
# The storefront server with the built client, on the embedded local store by default.
#   docker build -t eyewear-storefront .   (or: docker compose up --build)

# --- build: all dependencies, compile server and client, then drop the dev dependencies ---
FROM node:20-bookworm-slim AS build
WORKDIR /app
# Toolchain for native addons: better-sqlite3 compiles from source when its prebuilt binary
# cannot be downloaded.
RUN apt-get update \
  && apt-get install -y --no-install-recommends python3 make g++ \
  && rm -rf /var/lib/apt/lists/*
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build \
  && npm prune --omit=dev --no-audit --no-fund

# --- runtime: production dependencies and the build only ---
FROM node:20-bookworm-slim AS runtime
ENV NODE_ENV=production \
  HOST=0.0.0.0 \
  PORT=4000 \
  DATA_DIR=/data
WORKDIR /app
COPY --from=build /app/package.json ./
COPY --from=build /app/node_modules ./node_modules
COPY --from=build /app/dist ./dist
# The server reads the GraphQL schema's SDL files at start (server/src/graphql/schema.ts).
COPY --from=build /app/schema ./schema
RUN mkdir -p /data && chown node:node /data
VOLUME ["/data"]
USER node
EXPOSE 4000
# The embedded store seeds itself on first start: give it time before counting failures.
HEALTHCHECK --interval=30s --timeout=5s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 4000) + '/healthz').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
CMD ["node", "dist/server/src/main.js"]
