import { text } from "drizzle-orm/sqlite-core";

/** UTC ISO-8601 timestamp column (D17): stored as text, set by the server. */
export const isoTimestamp = (name: string) => text(name);

/** Now as the UTC ISO string every timestamp column holds. */
export const nowIso = () => new Date().toISOString();
