/**
 * The session (spec 1-core §4): the token lives in localStorage; at start the auth user
 * (/api/auth/me) and the profile (/api/users/me) are loaded; a failed load clears the token.
 * Components read it through useSnapshot(session) and call the actions below.
 */
import { proxy } from "valtio";
import { api, ApiError, configureApi, errorText, type AuthResult, type AuthUser, type ProfileUpdate, type UserView } from "../api.ts";
import { toLoginEmail } from "../lib/login-name.ts";

const TOKEN_KEY = "blockquest.token";

export const LOAD_USER_FAILED = "加载用户信息失败";
export const LOGOUT_FAILED = "退出失败，请稍后重试";

type Status = "loading" | "ready";

export const session = proxy({
  token: readToken(),
  user: null as AuthUser | null,
  profile: null as UserView | null,
  /** "loading" while a stored token is being checked; guards wait instead of redirecting. */
  status: (readToken() ? "loading" : "ready") as Status,
  /** Why a stored login could not be restored; shown on the login page, where it is relevant. */
  loadError: null as string | null,
});

function readToken(): string | null {
  try {
    return localStorage.getItem(TOKEN_KEY);
  } catch {
    return null; // storage disabled (private mode): the session lasts as long as the tab
  }
}

function writeToken(token: string | null): void {
  try {
    if (token) localStorage.setItem(TOKEN_KEY, token);
    else localStorage.removeItem(TOKEN_KEY);
  } catch {
    /* see readToken */
  }
}

function clearSession(): void {
  writeToken(null);
  session.token = null;
  session.user = null;
  session.profile = null;
  session.status = "ready";
}

function applyAuth(result: AuthResult): void {
  writeToken(result.token);
  session.token = result.token;
  session.user = result.user;
  session.profile = result.profile;
  session.status = "ready";
  session.loadError = null;
}

configureApi({
  token: () => session.token,
  onUnauthorized: () => {
    if (session.token) clearSession();
  },
});

/** Restores a stored login. Run once at start-up. */
export async function startSession(): Promise<void> {
  if (!session.token) return void (session.status = "ready");
  session.status = "loading";
  try {
    const [user, profile] = await Promise.all([api.auth.me(), api.users.me()]);
    session.user = user;
    session.profile = profile;
    session.status = "ready";
  } catch (error) {
    // An expired login is ordinary; anything else is worth telling the child about.
    session.loadError = error instanceof ApiError && error.status === 401 ? error.message : LOAD_USER_FAILED;
    clearSession();
  }
}

/** Logs in with a player name or an e-mail (a bare name gets the fixed domain, D2). */
export async function login(nameOrEmail: string, password: string): Promise<void> {
  applyAuth(await api.auth.login({ email: toLoginEmail(nameOrEmail), password }));
}

/** Creates an account; the server logs the new account in at once (no e-mail step, D3). */
export async function register(input: { name: string; email: string; password: string; username?: string }): Promise<UserView> {
  const result = await api.auth.register(input);
  applyAuth(result);
  return result.profile;
}

/** Redeems a GM's reset or setup code; logs in on success. */
export async function resetPassword(nameOrEmail: string, code: string, newPassword: string): Promise<void> {
  applyAuth(await api.auth.resetPassword({ email: nameOrEmail.trim(), code: code.trim(), new_password: newPassword }));
}

/** Logs out on the server, then locally. Throws LOGOUT_FAILED when the server could not be reached. */
export async function logout(): Promise<void> {
  try {
    await api.auth.logout();
  } catch (error) {
    // A session the server already forgot is logged out all the same.
    if (!(error instanceof ApiError && error.status === 401)) throw new Error(LOGOUT_FAILED);
  }
  clearSession();
}

/** Re-reads the profile (levels and resources change as the child plays). */
export async function refreshProfile(): Promise<void> {
  session.profile = await api.users.me();
}

/** Saves the basic info; keeps the auth user's name in step with it. */
export async function updateProfile(changes: ProfileUpdate): Promise<UserView> {
  const profile = await api.users.updateMe(changes);
  session.profile = profile;
  if (session.user) session.user.user_metadata = { name: profile.name };
  return profile;
}

/** Uploads an already downscaled avatar and answers the URL to save with the profile. */
export async function uploadAvatar(image: Blob): Promise<string> {
  const stored = await api.upload.avatar(image, "avatar.jpg");
  return stored.url;
}

export async function changePassword(currentPassword: string, newPassword: string): Promise<void> {
  await api.auth.changePassword({ current_password: currentPassword, new_password: newPassword });
}

export function dismissLoadError(): void {
  session.loadError = null;
}

/** Another tab logged in or out: follow it, so two tabs never disagree about who plays. */
if (typeof window !== "undefined") {
  window.addEventListener("storage", (event) => {
    if (event.key !== TOKEN_KEY) return;
    if (!event.newValue) clearSession();
    else if (event.newValue !== session.token) {
      session.token = event.newValue;
      void startSession();
    }
  });
}

