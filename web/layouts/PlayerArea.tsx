/** The logged-in area: the player layout around the player pages (loaded only after login). */
import { lazy } from "react";
import { Route, Switch } from "wouter";
import { NotFoundPage } from "../pages/public/NotFoundPage.tsx";
import { ROUTES } from "../routes.ts";
import { PlayerLayout } from "./PlayerLayout.tsx";

const ProfilePage = lazy(() => import("../pages/player/ProfilePage.tsx"));

export default function PlayerArea() {
  return (
    <PlayerLayout>
      <Switch>
        <Route path={ROUTES.profile} component={ProfilePage} />
        {/* The other player pages arrive with later issues; until then they answer 404. */}
        <Route component={NotFoundPage} />
      </Switch>
    </PlayerLayout>
  );
}
