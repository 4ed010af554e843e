import { mkdirSync, renameSync, rmSync } from "node:fs";
import { dirname, join, resolve, sep } from "node:path";

/** One path segment of a key: letters of any script, digits, dot, dash, underscore; not "." or "..". */
const SEGMENT = /^[\p{L}\p{N}._-]{1,120}$/u;
const MAX_KEY_LENGTH = 400;
const MAX_DEPTH = 8;

/** True when a key is well-formed: relative, made of safe segments, and cannot climb out. */
export function isValidKey(key: string): boolean {
  if (!key || key.length > MAX_KEY_LENGTH || key.startsWith("/") || key.includes("\\")) return false;
  const segments = key.split("/");
  if (segments.length > MAX_DEPTH) return false;
  return segments.every((s) => SEGMENT.test(s) && s !== "." && s !== "..");
}

/** Turns an uploaded file's name into a safe key segment (keeps Chinese names readable). */
export function safeFileName(name: string | undefined, fallback = "file"): string {
  const base = (name ?? "").split(/[\\/]/).pop() ?? "";
  const cleaned = base
    .normalize("NFC")
    .replace(/[^\p{L}\p{N}._-]+/gu, "_")
    .replace(/^[._]+/, "")
    .slice(-80);
  return cleaned || fallback;
}

/**
 * The local file store under data/uploads. Keys are validated and every resolved path is
 * checked to stay inside the root, so no key can ever reach outside the uploads folder.
 */
export class LocalStore {
  readonly root: string;

  constructor(root: string) {
    this.root = resolve(root);
    mkdirSync(this.root, { recursive: true });
  }

  /** Absolute path of a key; throws on a key that is malformed or would escape the root. */
  pathOf(key: string): string {
    if (!isValidKey(key)) throw new Error(`invalid storage key: ${key}`);
    const path = resolve(join(this.root, key));
    if (!path.startsWith(this.root + sep)) throw new Error(`storage key escapes the root: ${key}`);
    return path;
  }

  /** Writes atomically (temp file, then rename) so a reader never sees half a file. */
  async write(key: string, data: Blob | Uint8Array | ArrayBuffer): Promise<void> {
    const path = this.pathOf(key);
    mkdirSync(dirname(path), { recursive: true });
    const temp = `${path}.${process.pid}.${Date.now()}.part`;
    await Bun.write(temp, data);
    renameSync(temp, path);
  }

  file(key: string) {
    return Bun.file(this.pathOf(key));
  }

  remove(key: string): void {
    rmSync(this.pathOf(key), { force: true });
  }
}
