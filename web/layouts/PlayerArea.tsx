/** The logged-in area: the player layout around the player pages (loaded only after login). */
import { lazy } from "react";
import { Route, Switch } from "wouter";
import { NotFoundPage } from "../pages/public/NotFoundPage.tsx";
import { ROUTES } from "../routes.ts";
import { PlayerLayout } from "./PlayerLayout.tsx";

const ProfilePage = lazy(() => import("../pages/player/ProfilePage.tsx"));
const PlayerDashboardPage = lazy(() => import("../pages/player/PlayerDashboardPage.tsx"));
const QuestBoardPage = lazy(() => import("../pages/player/QuestBoardPage.tsx"));

export default function PlayerArea() {
  return (
    <PlayerLayout>
      <Switch>
        <Route path={ROUTES.profile} component={ProfilePage} />
        <Route path={ROUTES.playerDashboard} component={PlayerDashboardPage} />
        <Route path={ROUTES.questBoard} component={QuestBoardPage} />
        {/* The other player pages arrive with later issues; until then they answer 404. */}
        <Route component={NotFoundPage} />
      </Switch>
    </PlayerLayout>
  );
}
