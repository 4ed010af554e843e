import { useState } from "react";
import { useLocation } from "wouter";
import { ROUTES } from "../routes.ts";
import { logout, LOGOUT_FAILED } from "../state/session.ts";

/** Logs out and goes to the login page; keeps '退出失败，请稍后重试' when the server was unreachable. */
export function useLogout(): { logOut: () => Promise<void>; error: string | null; busy: boolean } {
  const [, navigate] = useLocation();
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  async function logOut() {
    setBusy(true);
    setError(null);
    try {
      await logout();
      // Navigate before React re-renders the guard, so the login page does not remember this page.
      navigate(ROUTES.login, { replace: true });
    } catch {
      setError(LOGOUT_FAILED);
    } finally {
      setBusy(false);
    }
  }
  return { logOut, error, busy };
}
