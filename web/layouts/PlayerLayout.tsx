import { Suspense, type ReactNode } from "react";
import { useSnapshot } from "valtio";
import { BlockLoader } from "../components/BlockLoader.tsx";
import { Notice } from "../components/Notice.tsx";
import { ResourceBadge } from "../components/ResourceBadge.tsx";
import { XpBar } from "../components/XpBar.tsx";
import { useLogout } from "../hooks/useLogout.ts";
import { ROUTES } from "../routes.ts";
import { session } from "../state/session.ts";
import { AvatarMenu } from "./AvatarMenu.tsx";
import { BottomNav } from "./BottomNav.tsx";
import { SiteLogo } from "./SiteLogo.tsx";

/**
 * The player layout (spec 1-core §2): a sticky header with level, emeralds, diamonds and the
 * avatar menu, the XP bar under it, and the eight-tab bottom navigation. Login pages never
 * render inside it, which is how "the header is hidden on login pages" holds.
 */
export function PlayerLayout({ children }: { children: ReactNode }) {
  const snap = useSnapshot(session);
  const { logOut, error, busy } = useLogout();
  const profile = snap.profile;

  return (
    <div className="player-shell">
      <a className="skip-link" href="#main">
        跳到正文
      </a>
      {profile ? (
        <header className="player-header">
          <div className="player-header-row container">
            <SiteLogo to={ROUTES.playerDashboard} />
            <div className="player-stats" aria-label="我的资源">
              <ResourceBadge kind="level" value={profile.player_level} compact />
              <ResourceBadge kind="emerald" value={profile.emeralds} compact />
              <ResourceBadge kind="diamond" value={profile.diamonds} compact />
            </div>
            <AvatarMenu onLogout={logOut} busy={busy} />
          </div>
          <XpBar xp={profile.player_xp} toNext={profile.xp_to_next_level} className="header-xp" />
        </header>
      ) : null}
      <main id="main" className="player-main container">
        {error ? <Notice tone="error">{error}</Notice> : null}
        <Suspense fallback={<BlockLoader />}>{children}</Suspense>
      </main>
      <BottomNav />
    </div>
  );
}
