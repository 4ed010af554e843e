/**
 * The one API client (spec 1-core §7 conventions, D20): bearer token on every call, success
 * bodies are `{ data }`, failures throw an ApiError carrying the server's Chinese `error`
 * (or `message`), else 'API request failed'. Types come from the server's own modules
 * (type-only imports, erased by the bundler) so client and server cannot drift apart.
 */
import type { AuthResult, AuthUser } from "../src/modules/auth/service.ts";
import type { StoredFile } from "../src/modules/uploads/service.ts";
import type { UserView } from "../src/modules/users/service.ts";

export type { AuthResult, AuthUser, StoredFile, UserView };
export type Grade = NonNullable<UserView["grade"]>;
export type Health = { status: "ok" | "error"; version: string; database: "ok" | "error" };
export type ProfileUpdate = { name?: string; grade?: Grade | "" | null; school?: string | null; avatar_url?: string | null };

export const GENERIC_API_ERROR = "API request failed";

export class ApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
    this.name = "ApiError";
  }
}

/** The message to show for a failed call: the server's text, or the page's own default. */
export function errorText(error: unknown, fallback: string): string {
  if (error instanceof ApiError && error.message !== GENERIC_API_ERROR) return error.message;
  return fallback;
}

type ClientHooks = { token: () => string | null; onUnauthorized: () => void };
let hooks: ClientHooks = { token: () => null, onUnauthorized: () => {} };

/** The session store plugs in here, so this module never imports state (no cycle). */
export function configureApi(next: ClientHooks): void {
  hooks = next;
}

async function request<T>(method: string, path: string, body?: unknown): Promise<T> {
  const headers: Record<string, string> = { accept: "application/json" };
  const token = hooks.token();
  if (token) headers.authorization = `Bearer ${token}`;
  let payload: BodyInit | undefined;
  if (body instanceof FormData) payload = body;
  else if (body !== undefined) {
    headers["content-type"] = "application/json";
    payload = JSON.stringify(body);
  }

  let response: Response;
  try {
    response = await fetch(path, { method, headers, body: payload });
  } catch {
    throw new ApiError(GENERIC_API_ERROR, 0);
  }
  const json = (await response.json().catch(() => null)) as { data?: T; error?: string; message?: string } | null;
  if (!response.ok || !json || !("data" in json)) {
    // A revoked or expired login: the session store logs out so guards send the child to login.
    if (response.status === 401 && token) hooks.onUnauthorized();
    throw new ApiError(json?.error || json?.message || GENERIC_API_ERROR, response.status);
  }
  return json.data as T;
}

const get = <T>(path: string) => request<T>("GET", path);
const post = <T>(path: string, body?: unknown) => request<T>("POST", path, body ?? {});
const put = <T>(path: string, body: unknown) => request<T>("PUT", path, body);

type Ok = { success: true };

export const api = {
  auth: {
    register: (body: { email: string; password: string; name: string; username?: string }) =>
      post<AuthResult>("/api/auth/register", body),
    login: (body: { email: string; password: string }) => post<AuthResult>("/api/auth/login", body),
    logout: () => post<Ok>("/api/auth/logout"),
    me: () => get<AuthUser>("/api/auth/me"),
    changePassword: (body: { current_password: string; new_password: string }) =>
      post<Ok>("/api/auth/change-password", body),
    forgotPassword: (email: string) => post<Ok>("/api/auth/forgot-password", { email }),
    resetPassword: (body: { email: string; code: string; new_password: string }) =>
      post<AuthResult>("/api/auth/reset-password", body),
  },
  users: {
    me: () => get<UserView>("/api/users/me"),
    updateMe: (body: ProfileUpdate) => put<UserView>("/api/users/me", body),
  },
  upload: {
    avatar: (file: Blob, fileName: string) => {
      const form = new FormData();
      form.append("file", file, fileName);
      return post<StoredFile>("/api/upload/avatar", form);
    },
  },
  health: () => get<Health>("/api/health"),
};
