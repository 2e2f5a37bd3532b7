# One image for the API and every static server (docker-compose.yml picks the command). It installs
# the frozen lockfile with the pinned pnpm and holds the production builds of the host and remotes.
FROM node:24.21.0-bookworm-slim

ENV CI=1
RUN npm install -g pnpm@12.21.0

WORKDIR /app

# Manifests first, so that the dependency layer is rebuilt only when they change.
COPY package.json pnpm-lock.yaml pnpm-workspace.yaml .npmrc ./
COPY shared/package.json shared/
COPY api/package.json api/
COPY host/package.json host/
COPY mfe-crm/package.json mfe-crm/
COPY mfe-zoho/package.json mfe-zoho/
COPY mfe-templates/package.json mfe-templates/
COPY mfe-portal/package.json mfe-portal/
COPY e2e/package.json e2e/
COPY bench/package.json bench/
RUN pnpm install --frozen-lockfile

COPY . .
RUN node scripts/cli.mjs build

EXPOSE 8000 3000 3001 3002 3003 3004
CMD ["pnpm", "--filter", "@solar/api", "start"]
