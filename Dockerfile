# BlockQuest in a container: build the single executable, then run it as a non-root user with
# the data folder on a volume. `docker build -t blockquest . && docker run -p 3000:3000 -v bq:/data blockquest`
FROM oven/bun:1.4.5 AS build
WORKDIR /src
COPY package.json bun.lock ./
RUN bun install --frozen-lockfile
COPY . .
RUN bun run build

FROM debian:bookworm-slim
RUN useradd --system --create-home --home-dir /home/blockquest --uid 10001 blockquest \
 && mkdir -p /data && chown blockquest /data
COPY --from=build /src/dist/blockquest /usr/local/bin/blockquest
USER blockquest
ENV BLOCKQUEST_DATA_DIR=/data BLOCKQUEST_PORT=3000 BLOCKQUEST_HOST=0.0.0.0
VOLUME ["/data"]
EXPOSE 3000
# The executable checks itself, so the image needs no curl.
HEALTHCHECK --interval=30s --timeout=5s --start-period=10s --retries=3 CMD ["blockquest", "healthcheck"]
ENTRYPOINT ["blockquest"]
CMD ["serve"]
