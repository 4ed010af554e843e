import type { UploadKind } from "../../../db/schema/index.ts";
import { badRequest } from "../../lib/errors.ts";
import { isValidKey, safeFileName } from "../../storage/local-store.ts";

/** Folders whose second segment names the player the files belong to. */
const PLAYER_FOLDERS = new Set(["tasks", "users", "avatars"]);

export type KeyPlan = { key: string; ownerId: string };

/**
 * Decides where an upload goes and whose it is (D18). A folder such as tasks/{playerId}/{taskId}
 * makes the file that player's, so a GM's annotation of a player's photo stays readable by the
 * player; any other folder is put under users/{uploaderId}/. `folder` is validated, never trusted.
 */
export function planKey(uploaderId: string, kind: UploadKind, fileName: string | undefined, folder?: string, now = Date.now()): KeyPlan {
  const name = `${now}_${safeFileName(fileName, kind)}`;
  if (kind === "avatar") return { key: `avatars/${uploaderId}/${name}`, ownerId: uploaderId };
  // A trailing slash is harmless; a leading one asks for an absolute path, which is refused.
  const cleaned = (folder ?? "").trim().replace(/\/+$/, "");
  if (!cleaned) return { key: `users/${uploaderId}/${kind}s/${name}`, ownerId: uploaderId };
  if (!isValidKey(cleaned)) throw badRequest("文件路径无效");
  const [top, ownerId] = cleaned.split("/");
  if (PLAYER_FOLDERS.has(top!) && ownerId) return { key: `${cleaned}/${name}`, ownerId };
  return { key: `users/${uploaderId}/${cleaned}/${name}`, ownerId: uploaderId };
}

/** The URL a stored file is read from. */
export const urlForKey = (key: string) => `/api/r2/image?key=${encodeURIComponent(key)}`;
