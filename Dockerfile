# Twentyfour: one container, one SQLite file under /data.
# The base image is a build argument: node:24-bookworm-slim (Node 24 LTS, decision 285) is what users get; a test
# without registry access passes a local Debian bookworm image with the same Node 24 (scripts/container/base-image.js).
ARG BASE=node:24-bookworm-slim

# Build stage: installs (better-sqlite3 13 loads its prebuilt Node-API module; the compilers stay for a platform without
# one: `npm run build-release` in node_modules/better-sqlite3) and builds the app.
FROM ${BASE} AS build
RUN apt-get update && apt-get install -y --no-install-recommends python3 make g++ && rm -rf /var/lib/apt/lists/*
WORKDIR /app
COPY package.json package-lock.json ./
# npm ci refuses the committed lock file (it lacks other platforms' optional packages, see .ci/run);
# npm install then installs the same locked versions.
RUN npm ci || npm install --no-audit --no-fund
COPY . .
# Only the packages the server loads at run time (decision 375): scripts/container/runtime-packages.js reads the
# imports, import()s, require()s and onFirstUse()s of the server build and of the scripts copied below, and keeps those
# packages and their dependencies; what the build bundles (drizzle-orm, date-fns, @headlessui/react and React Aria, zod,
# conform, jose, React Router: vite.config.ts) or only the browser runs (preact) goes.
RUN npx react-router build && npm prune --omit=dev && node scripts/container/runtime-packages.js --prune
# What never runs (docs/decisions/211: the image from 366 to ... MB): type declarations, TypeScript sources, source maps
# and read-me files (licences stay), and better-sqlite3's sources and the prebuilt modules of other platforms (13.x
# ships one per platform, decision 285; a module compiled on purpose stays in build/Release); the passkey library for
# browsers (bundled into the client build; the server build names it only in code that runs in the browser), yargs,
# which only qrcode's command-line tool uses.
RUN rm -rf node_modules/@simplewebauthn/browser \
	&& find node_modules -depth -type d \( -name yargs -o -name yargs-parser -o -name cliui \) -exec rm -rf {} + \
	&& find node_modules -type f \( -name '*.ts' -o -name '*.d.cts' -o -name '*.d.mts' -o -name '*.map' -o -iname 'readme*' -o -iname 'changelog*' \) -delete \
	&& cd node_modules/better-sqlite3 && rm -rf deps src build/Release/obj* build/Release/.deps build/Release/test_extension.node \
	&& if [ -d prebuilds ]; then find prebuilds -type f ! -name "$(node -p 'process.platform + "-" + process.arch').node" -delete; fi

# Run stage: only what runs, as a non-root user.
FROM ${BASE}
LABEL org.opencontainers.image.title="Twentyfour" org.opencontainers.image.version="1.0.0"
ENV NODE_ENV=production PORT=3000 DATA_DIR=/data
# glibc's malloc gives freed memory back (decision 397; server/process-layout.js, MALLOC_SETTINGS)
ENV MALLOC_MMAP_THRESHOLD_=1048576 MALLOC_TRIM_THRESHOLD_=8388608
WORKDIR /app
COPY --from=build /app/node_modules ./node_modules
COPY --from=build /app/build ./build
COPY --from=build /app/db/migrations ./db/migrations
COPY --from=build /app/package.json /app/server.js ./
COPY --from=build /app/scripts/node-version.js /app/scripts/ensure-node.js ./scripts/
COPY --from=build /app/server/process-layout.js ./server/
# npm run backup, npm run restore -- FILE (README "Backups and restore")
COPY --from=build /app/scripts/backup.js /app/scripts/restore.js /app/scripts/build-if-stale.js ./scripts/
RUN mkdir -p /data && chown node:node /data
USER node
VOLUME ["/data"]
EXPOSE 3000
HEALTHCHECK --interval=30s --timeout=5s --start-period=20s CMD node -e "fetch('http://127.0.0.1:'+process.env.PORT+'/healthz').then(r=>process.exit(r.ok?0:1)).catch(()=>process.exit(1))"
# a young generation of at most 2 x 8 MB (Node 24 grows it to 2 x 32 MB): about 20 MB less per process (decision 286)
CMD ["node", "--max-semi-space-size=8", "server.js"]
