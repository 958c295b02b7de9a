# syntax=docker/dockerfile:1
# Kurumatabi's production image (ADR 0019): the API, built to JavaScript, serving the web app.
# One image, N replicas behind a load balancer; PostgreSQL, object storage and identity are managed
# services given by the environment (README, "Production"). Migrations run once per deploy:
#   docker run --rm -e DATABASE_URL=… kurumatabi npm run db:migrate

# ── build: every dependency (TypeScript, Vite, esbuild), then `npm run build` ──
FROM node:20-bookworm-slim AS build
WORKDIR /app
# The manifests first, so the install layer is reused while only sources change.
COPY package.json package-lock.json ./
COPY packages/contract/package.json packages/contract/
COPY apps/api/package.json apps/api/
COPY apps/web/package.json apps/web/
COPY e2e/package.json e2e/
COPY scripts/package.json scripts/
RUN npm ci --no-audit --no-fund
COPY . .
# The web app into apps/web/dist, the API into apps/api/dist (server.js, migrate.js, source maps).
RUN npm run build

# ── runtime: Node and the API's production dependencies only; no compiler, no dev tools ──
FROM node:20-bookworm-slim AS runtime
ENV NODE_ENV=production \
    PORT=3000 \
    DATA_DIR=/app/.data
WORKDIR /app
COPY package.json package-lock.json ./
COPY packages/contract/package.json packages/contract/
COPY apps/api/package.json apps/api/
COPY apps/web/package.json apps/web/
COPY e2e/package.json e2e/
COPY scripts/package.json scripts/
# Only the API workspace's dependencies (not the emulator, embedded PostgreSQL, Vite or Playwright).
RUN npm ci --omit=dev --workspace=@kurumatabi/api --no-audit --no-fund \
    && npm cache clean --force \
    && mkdir -p /app/.data \
    && chown node:node /app/.data
COPY --from=build /app/apps/api/dist apps/api/dist
COPY --from=build /app/apps/api/drizzle apps/api/drizzle
COPY --from=build /app/apps/web/dist apps/web/dist
# The server-rendering bundle (ADR 0029), beside the web build: the API imports it.
COPY --from=build /app/apps/web/dist-ssr apps/web/dist-ssr
# The files stay root's; the process runs as the image's unprivileged user.
USER node
EXPOSE 3000
HEALTHCHECK --interval=10s --timeout=3s --start-period=30s --retries=3 \
    CMD ["node", "-e", "fetch('http://127.0.0.1:' + process.env.PORT + '/healthz').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# What `npm run serve` runs, without npm in between: npm 11 does not pass SIGTERM on (tried: it exits
# and leaves the server running), so `docker stop` would kill the server without its drain. Node as
# PID 1 gets the signal itself; server.ts drains in-flight requests and closes the pool before it exits.
CMD ["node", "--enable-source-maps", "apps/api/dist/server.js"]
