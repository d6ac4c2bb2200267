# pente-bot container image: `docker compose up -d --build` (see compose.yaml and the README's
# Deployment section), or `docker build -t pente-bot .` on its own.
#
# Needs BuildKit (the default builder since Docker 23; older: DOCKER_BUILDKIT=1) for the cache
# mounts below. There is deliberately no `# syntax=` line: the builder's built-in Dockerfile
# frontend already knows RUN --mount, and a syntax line would pull a frontend image first.

# --- Build --------------------------------------------------------------------------------
FROM rust:1-bookworm AS build
WORKDIR /src

# The queries are checked at compile time against the committed .sqlx/ data, never against a
# live database (.cargo/config.toml says the same; this makes it explicit for the image).
ENV SQLX_OFFLINE=true \
    CARGO_TERM_COLOR=never

# Only what the build reads: the workspace's manifests and sources. migrations/, fonts/ and
# locales/ are compiled into the binary (sqlx::migrate!() in src/db/mod.rs, include_bytes! in
# crates/pente-render/src/text.rs, include_str! in src/l10n/mod.rs), so the runtime stage needs
# none of them. The benches/ folders
# are here only because the manifests name their bench targets and cargo refuses a manifest
# whose targets are missing; tests are not needed (.dockerignore leaves them out).
COPY Cargo.toml Cargo.lock build.rs ./
COPY .cargo ./.cargo
COPY .sqlx ./.sqlx
COPY migrations ./migrations
COPY fonts ./fonts
COPY locales ./locales
COPY benches ./benches
COPY crates ./crates
COPY src ./src

# The crate registry and target/ live in BuildKit caches, so a rebuild after a source change
# recompiles only the crate itself, not its ~300 dependencies. A cache mount is not part of
# the image, so the binary is copied out in the same step.
RUN --mount=type=cache,id=pente-cargo-registry,target=/usr/local/cargo/registry,sharing=locked \
    --mount=type=cache,id=pente-cargo-git,target=/usr/local/cargo/git,sharing=locked \
    --mount=type=cache,id=pente-target,target=/src/target,sharing=locked \
    cargo build --release --locked --bin pente-bot \
    && install -D -m 0755 target/release/pente-bot /out/pente-bot

# --- Run ----------------------------------------------------------------------------------
FROM debian:bookworm-slim AS runtime

# The Discord connection uses rustls with its own root certificates (serenity's
# rustls_backend), so ca-certificates is a safety net for anything that reads the system's
# store, not a requirement today. Nothing else: no Postgres server programs, so the bot's
# private embedded cluster is not available in this image and DATABASE_URL must be set
# (compose.yaml points it at the `db` service).
RUN apt-get update \
    && apt-get install -y --no-install-recommends ca-certificates \
    && rm -rf /var/lib/apt/lists/*

# A fixed, unprivileged uid/gid, so volume ownership and runAsNonRoot-style checks are stable.
RUN groupadd --system --gid 10001 pente \
    && useradd --system --uid 10001 --gid pente --home-dir /nonexistent --no-create-home \
       --shell /usr/sbin/nologin pente

COPY --from=build /out/pente-bot /usr/local/bin/pente-bot

# The bot reads an optional .env from its working directory; the image has none (the
# .dockerignore keeps it out), so settings come from the environment (compose: env_file).
WORKDIR /app

# Metrics and health (GET /metrics, GET /healthz, GET /livez). Inside the container it listens on every
# interface so a published port reaches it; compose.yaml publishes it on the host's
# 127.0.0.1 only.
ENV PENTE_METRICS_ADDR=0.0.0.0:9100 \
    RUST_LOG=info,serenity=warn,poise=warn
EXPOSE 9100

USER 10001:10001

# Health: GET /healthz must answer 200, which it does only while the bot is ready: connected to
# Discord (or disconnected for less than PENTE_HEALTH_GRACE), its slash commands registered, and
# the database answering; a failure no retry can mend ends the process. The slim image has
# no curl or wget, and installing one only for this would add a few MB and a TLS stack to the
# attack surface; bash (always present in Debian) can speak enough HTTP through /dev/tcp. The
# port is taken from PENTE_METRICS_ADDR, so changing that variable keeps the check right.
# start-period covers opening the database, migrating and connecting to Discord.
HEALTHCHECK --interval=30s --timeout=5s --start-period=60s --retries=3 \
    CMD ["bash", "-c", "port=\"${PENTE_METRICS_ADDR##*:}\"; exec 3<>\"/dev/tcp/127.0.0.1/${port:-9100}\" || exit 1; printf 'GET /healthz HTTP/1.0\\r\\nHost: localhost\\r\\nConnection: close\\r\\n\\r\\n' >&3; IFS= read -r -t 4 status <&3 || exit 1; [[ $status == HTTP/1.?' 200'* ]]"]

# The bot handles SIGTERM (and Ctrl-C): it stops taking work, closes the database pool and
# exits. Give it time to do so: compose.yaml sets stop_grace_period: 30s (docker stop -t 30).
STOPSIGNAL SIGTERM

# No subcommand runs the bot, which migrates the database itself at start-up
# (src/db/mod.rs: Database::open runs the embedded migrations), so no separate migrate step
# is needed. Other tools work too: `docker compose run --rm bot migrate`, `... replay ...`.
ENTRYPOINT ["/usr/local/bin/pente-bot"]
