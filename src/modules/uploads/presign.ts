import { createHmac, timingSafeEqual } from "node:crypto";
import type { UploadKind } from "../../../db/schema/index.ts";
import { AppError } from "../../lib/errors.ts";
import { kindForContentType, PRESIGN_TTL_MS } from "./policy.ts";

type Grant = { uid: string; kind: UploadKind; name: string; folder?: string; exp: number };

const b64 = (buf: Buffer | string) => Buffer.from(buf).toString("base64url");
const sign = (secret: string, body: string) => createHmac("sha256", `upload:${secret}`).update(body).digest();

/**
 * A short-lived URL that lets a browser PUT one file straight to this server without its
 * bearer token (for large recordings). The grant names the uploader, kind and file name;
 * the file is still size- and type-checked when it arrives.
 */
export function presignUpload(
  secret: string,
  uid: string,
  input: { filename: string; contentType: string; folder?: string },
  now = Date.now(),
): { url: string; method: "PUT"; expires_at: string; kind: UploadKind } {
  const grant: Grant = { uid, kind: kindForContentType(input.contentType), name: input.filename, folder: input.folder, exp: now + PRESIGN_TTL_MS };
  const body = b64(JSON.stringify(grant));
  const token = `${body}.${b64(sign(secret, body))}`;
  return {
    url: `/api/upload/signed?token=${encodeURIComponent(token)}`,
    method: "PUT",
    expires_at: new Date(grant.exp).toISOString(),
    kind: grant.kind,
  };
}

/** The grant inside a presigned token; 403 when forged, altered or expired. */
export function verifyPresigned(secret: string, token: string, now = Date.now()): Grant {
  const [body, sig] = token.split(".");
  const expired = new AppError("FORBIDDEN", "上传链接无效或已过期");
  if (!body || !sig) throw expired;
  const expected = sign(secret, body);
  const given = Buffer.from(sig, "base64url");
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) throw expired;
  let grant: Grant;
  try {
    grant = JSON.parse(Buffer.from(body, "base64url").toString("utf8"));
  } catch {
    throw expired;
  }
  if (typeof grant.exp !== "number" || grant.exp < now) throw expired;
  return grant;
}
