/** The logged-in area: the player layout around the player pages (loaded only after login). */
import { lazy } from "react";
import { Route, Switch } from "wouter";
import { Celebration } from "../components/achievements/Celebration.tsx";
import { NotFoundPage } from "../pages/public/NotFoundPage.tsx";
import { ROUTES } from "../routes.ts";
import { PlayerLayout } from "./PlayerLayout.tsx";

const ProfilePage = lazy(() => import("../pages/player/ProfilePage.tsx"));
const PlayerDashboardPage = lazy(() => import("../pages/player/PlayerDashboardPage.tsx"));
const QuestBoardPage = lazy(() => import("../pages/player/QuestBoardPage.tsx"));
const TradingPostPage = lazy(() => import("../pages/player/TradingPostPage.tsx"));
const ProgressPage = lazy(() => import("../pages/player/ProgressPage.tsx"));

export default function PlayerArea() {
  return (
    <PlayerLayout>
      <Switch>
        <Route path={ROUTES.profile} component={ProfilePage} />
        <Route path={ROUTES.playerDashboard} component={PlayerDashboardPage} />
        <Route path={ROUTES.questBoard} component={QuestBoardPage} />
        <Route path={ROUTES.tradingPost} component={TradingPostPage} />
        <Route path={ROUTES.progress} component={ProgressPage} />
        {/* The other player pages arrive with later issues; until then they answer 404. */}
        <Route component={NotFoundPage} />
      </Switch>
      <Celebration />
    </PlayerLayout>
  );
}
