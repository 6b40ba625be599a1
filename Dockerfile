# syntax=docker/dockerfile:1
# One image for both processes: the API (default command) and the agent worker
# (docker compose overrides the command). Configuration: see README "Configuration".
# Node 24 (active LTS); Node 20 reached end of life in April 2026 (docs/decisions.md).

FROM node:24-bookworm-slim AS build
ENV TURBO_TELEMETRY_DISABLED=1
RUN npm install -g pnpm
WORKDIR /app
COPY . .
RUN pnpm install --frozen-lockfile && pnpm build

FROM node:24-bookworm-slim AS runtime
ENV NODE_ENV=production TURBO_TELEMETRY_DISABLED=1 HOST=0.0.0.0 PORT=3000 DATA_DIR=/data
RUN npm install -g pnpm
WORKDIR /app
# Production dependencies only; our workspace packages are bundled into the builds.
COPY package.json pnpm-lock.yaml pnpm-workspace.yaml ./
COPY apps/api/package.json apps/api/
COPY apps/web/package.json apps/web/
COPY apps/agent-worker/package.json apps/agent-worker/
COPY packages/tax-engine/package.json packages/tax-engine/
COPY packages/contracts/package.json packages/contracts/
COPY packages/db/package.json packages/db/
COPY packages/content/package.json packages/content/
COPY packages/ai/package.json packages/ai/
COPY packages/agent/package.json packages/agent/
RUN pnpm install --prod --frozen-lockfile
COPY --from=build /app/apps/api/dist apps/api/dist
COPY --from=build /app/apps/web/dist apps/web/dist
COPY --from=build /app/apps/agent-worker/dist apps/agent-worker/dist
USER node
EXPOSE 3000
HEALTHCHECK --interval=15s --timeout=3s CMD node -e "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/api/health').then(r=>process.exit(r.ok?0:1)).catch(()=>process.exit(1))"
CMD ["node", "apps/api/dist/server.js"]
