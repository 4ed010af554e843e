/**
 * The GM console (spec 3-gm §2.1), its own lazily loaded chunk: a header, the sidebar of the
 * spec's entries with a back link to the player dashboard, and the screens. Screens that later
 * issues build answer the 404 page inside the console until then.
 */
import { lazy, Suspense, useEffect } from "react";
import { useSnapshot } from "valtio";
import { Route, Switch } from "wouter";
import { Celebration } from "../../components/achievements/Celebration.tsx";
import { BlockLoader } from "../../components/BlockLoader.tsx";
import { GmSidebar } from "../../components/gm/GmSidebar.tsx";
import { Notice } from "../../components/Notice.tsx";
import { useLogout } from "../../hooks/useLogout.ts";
import { AvatarMenu } from "../../layouts/AvatarMenu.tsx";
import { SiteLogo } from "../../layouts/SiteLogo.tsx";
import { GM_ROUTES } from "../../routes.ts";
import { gmRedemptions, loadPendingRedemptions } from "../../state/economy.ts";
import { gmQuests, loadPending } from "../../state/gm.ts";
import { gmPlayers, playerLabel } from "../../state/players.ts";
import { NotFoundPage } from "../public/NotFoundPage.tsx";
import { GmMetadataPage } from "./GmMetadataPage.tsx";
import { GmOverviewPage } from "./GmOverviewPage.tsx";
import { GmPlayersPage } from "./GmPlayersPage.tsx";
import { GmSubmissionReviewPage } from "./GmSubmissionReviewPage.tsx";
import { GmSubmissionsPage } from "./GmSubmissionsPage.tsx";
import { GmTaskFormPage } from "./GmTaskFormPage.tsx";
import { GmTasksPage } from "./GmTasksPage.tsx";

const GmStorePage = lazy(() => import("./StorePage.tsx"));
const GmRewardsPage = lazy(() => import("./RewardsPage.tsx"));

export default function GmConsole() {
  const quests = useSnapshot(gmQuests);
  const redemptions = useSnapshot(gmRedemptions);
  const { logOut, error, busy } = useLogout();

  // The sidebar badge is the real number of pending reviews (not the original's fixed 3).
  useEffect(() => {
    void loadPending();
    void loadPendingRedemptions();
  }, []);

  return (
    <div className="gm-shell">
      <a className="skip-link" href="#main">
        跳到正文
      </a>
      <header className="gm-header">
        <div className="gm-header-row">
          <SiteLogo to={GM_ROUTES.overview} />
          <span className="gm-title">GM控制台</span>
          <AvatarMenu onLogout={logOut} busy={busy} />
        </div>
      </header>
      <div className="gm-body">
        <GmSidebar pendingCount={quests.pendingCount} redemptionCount={redemptions.pendingCount} />
        <main id="main" className="gm-main">
          <Notice tone="error">{error}</Notice>
          <Suspense fallback={<BlockLoader />}>
            <Switch>
              <Route path={GM_ROUTES.overview} component={GmOverviewPage} />
              <Route path={GM_ROUTES.tasks} component={GmTasksPage} />
              <Route path={GM_ROUTES.taskNew} component={GmTaskFormPage} />
              <Route path={GM_ROUTES.taskEdit} component={GmTaskFormPage} />
              <Route path={GM_ROUTES.submissions} component={GmSubmissionsPage} />
              <Route path={GM_ROUTES.submission} component={GmSubmissionReviewPage} />
              <Route path={GM_ROUTES.store} component={GmStorePage} />
              <Route path={GM_ROUTES.storeNew} component={GmStorePage} />
              <Route path={GM_ROUTES.players} component={GmPlayersPage} />
              <Route path={GM_ROUTES.rewards} component={GmRewardsPage} />
              <Route path={GM_ROUTES.metadata} component={GmMetadataPage} />
              {/* game-rewards, materials, game-configs, sessions, content: later issues. */}
              <Route component={NotFoundPage} />
            </Switch>
          </Suspense>
        </main>
        {/* An approval, grant or adjustment can unlock a player's achievements: the GM sees it too. */}
        <Celebration nameOf={(a) => playerLabel(gmPlayers, a.player_id, a.username)} />
      </div>
    </div>
  );
}
