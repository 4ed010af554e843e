export * from "./users.ts";
export * from "./auth.ts";
export * from "./uploads.ts";
export * from "./tasks.ts";
export * from "./rewards.ts";
export * from "./economy.ts";
