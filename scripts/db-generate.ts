/**
 * `bun run db:generate --name add_x`: drizzle-kit generates the migration from db/schema, then
 * scripts/embed-migrations.ts refreshes the index the executable embeds.
 */
const args = process.argv.slice(2);
const kit = Bun.spawnSync(["bunx", "drizzle-kit", "generate", ...args], { stdout: "inherit", stderr: "inherit" });
if (kit.exitCode !== 0) process.exit(kit.exitCode ?? 1);
await import("./embed-migrations.ts");
export {};
