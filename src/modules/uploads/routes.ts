import { Elysia } from "elysia";
import type { Db } from "../../../db/client.ts";
import type { UploadKind } from "../../../db/schema/index.ts";
import { actorById } from "../../lib/access.ts";
import type { AuthPlugin } from "../../lib/auth.ts";
import { AppError } from "../../lib/errors.ts";
import type { LocalStore } from "../../storage/local-store.ts";
import { avatarBody, filesQuery, keyQuery, presignQuery, signedQuery, uploadBody } from "./model.ts";
import { UPLOAD_POLICY } from "./policy.ts";
import { presignUpload, verifyPresigned } from "./presign.ts";
import { deleteFile, listFiles, readableUpload, saveUpload } from "./service.ts";

/** A malformed %-escape cannot name a stored key; keep it as typed, so the lookup answers 404. */
function decodePath(path: string): string {
  try {
    return decodeURIComponent(path);
  } catch {
    return path;
  }
}

/** /api/upload/* and /api/r2/image: the local file store (spec 1-core §7, 2-learning-tools §7, D18). */
export const uploadRoutes = (db: Db, store: LocalStore, auth: AuthPlugin, secret: string) => {
  const uploadOf = (kind: Exclude<UploadKind, "avatar">) =>
    ({ actor, body }: { actor: any; body: { file: File; filePath?: string } }) =>
      saveUpload(db, store, actor, { kind, file: body.file, folder: body.filePath }).then((data) => ({ data }));

  return new Elysia({ name: "uploads" })
    .use(auth)
    .group("/upload", (app) =>
      app
        .post(
          "/avatar",
          async ({ actor, body }) => ({ data: await saveUpload(db, store, actor, { kind: "avatar", file: body.file }) }),
          { auth: true, body: avatarBody },
        )
        .post("/image", uploadOf("image"), { auth: true, body: uploadBody })
        .post("/file", uploadOf("file"), { auth: true, body: uploadBody })
        .post("/audio", uploadOf("audio"), { auth: true, body: uploadBody })
        .get("/files", ({ actor, query }) => ({ data: listFiles(db, actor, query.prefix ?? "", query.limit ?? 200) }), {
          auth: true,
          query: filesQuery,
        })
        .delete(
          "/files/*",
          ({ actor, params }) => {
            deleteFile(db, store, actor, decodePath(params["*"]));
            return { data: { success: true } };
          },
          { auth: true },
        )
        .get(
          "/presigned-url",
          ({ actor, query }) => ({
            data: presignUpload(secret, actor.id, {
              filename: query.filename,
              contentType: query.contentType,
              folder: query.filePath,
            }),
          }),
          { auth: true, query: presignQuery },
        )
        .put(
          "/signed",
          async ({ query, request }) => {
            const grant = verifyPresigned(secret, query.token);
            const actor = actorById(db, grant.uid);
            const declared = Number(request.headers.get("content-length") ?? 0);
            if (declared > UPLOAD_POLICY[grant.kind].maxBytes) throw new AppError("TOO_LARGE", UPLOAD_POLICY[grant.kind].sizeMessage);
            const file = Object.assign(await request.blob(), { name: grant.name });
            return { data: await saveUpload(db, store, actor, { kind: grant.kind, file, folder: grant.folder }) };
          },
          { query: signedQuery, parse: "none" },
        ),
    )
    .get(
      "/r2/image",
      ({ actor, query }) => {
        const row = readableUpload(db, actor, query.key);
        return new Response(store.file(row.key), {
          headers: {
            "content-type": row.content_type,
            "cache-control": "private, max-age=86400, immutable",
            "x-content-type-options": "nosniff",
            "content-disposition": "inline",
          },
        });
      },
      { auth: true, query: keyQuery },
    );
};
