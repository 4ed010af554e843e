import type { ReactNode } from "react";
import { useSnapshot } from "valtio";
import { Redirect, useLocation, useSearch } from "wouter";
import { loginUrlFor, ROUTES } from "../routes.ts";
import { session } from "../state/session.ts";
import { BlockLoader } from "./BlockLoader.tsx";

type Props = { gmOnly?: boolean; children: ReactNode };

/**
 * The login guard (spec §2, §6): a logged-out visitor goes to the login page, which remembers
 * the path and query to return to; a non-GM on a GM page goes to the dashboard. While a stored
 * login is still being checked it waits, so a reload never bounces a logged-in child to login.
 */
export function RequireAuth({ gmOnly = false, children }: Props) {
  const snap = useSnapshot(session);
  const [location] = useLocation();
  const search = useSearch();

  if (snap.status === "loading") return <BlockLoader text="正在进入世界…" />;
  if (!snap.token || !snap.profile) return <Redirect to={loginUrlFor(search ? `${location}?${search}` : location)} replace />;
  if (gmOnly && snap.profile.role !== "GM") return <Redirect to={ROUTES.playerDashboard} replace />;
  return <>{children}</>;
}
