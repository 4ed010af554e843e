/**
 * The shell: picks the area for the current path. Public pages share the public layout; the
 * login page stands alone (no header, spec §2); player routes go through the login guard into
 * the player layout. Only this file, the public layout and the landing page load eagerly.
 */
import { lazy, Suspense } from "react";
import { Redirect, Route, Switch, useLocation, useSearch } from "wouter";
import { useScrollToTop } from "./hooks/useScrollToTop.ts";
import { BlockLoader } from "./components/BlockLoader.tsx";
import { RequireAuth } from "./components/RequireAuth.tsx";
import { PublicLayout } from "./layouts/PublicLayout.tsx";
import { LandingPage } from "./pages/public/LandingPage.tsx";
import { NotFoundPage } from "./pages/public/NotFoundPage.tsx";
import { CONTINUE_LEARNING_PATH, GM_PATHS, isGmPath, isPlayerPath, ROUTES } from "./routes.ts";

const LoginPage = lazy(() => import("./pages/public/LoginPage.tsx"));
const RegisterPage = lazy(() => import("./pages/public/RegisterPage.tsx"));
const ForgotPasswordPage = lazy(() => import("./pages/public/ForgotPasswordPage.tsx"));
const ResetPasswordPage = lazy(() => import("./pages/public/ResetPasswordPage.tsx"));
const TermsPage = lazy(() => import("./pages/public/TermsPage.tsx"));
const AboutPage = lazy(() => import("./pages/public/AboutPage.tsx"));
const PrivacyPage = lazy(() => import("./pages/public/PrivacyPage.tsx"));
const ConnectivityTestPage = lazy(() => import("./pages/public/ConnectivityTestPage.tsx"));
const PlayerArea = lazy(() => import("./layouts/PlayerArea.tsx"));
// The dictionary (spec §2): public pages, each its own chunk; hanzi-writer loads only on /hanzi.
const SearchPage = lazy(() => import("./pages/dictionary/SearchPage.tsx"));
const CharacterPage = lazy(() => import("./pages/dictionary/CharacterPage.tsx"));
const WordPage = lazy(() => import("./pages/dictionary/LexemePage.tsx").then((m) => ({ default: m.WordPage })));
const IdiomPage = lazy(() => import("./pages/dictionary/LexemePage.tsx").then((m) => ({ default: m.IdiomPage })));
const PoemPage = lazy(() => import("./pages/dictionary/PoemPage.tsx"));
const AncientTextPage = lazy(() => import("./pages/dictionary/AncientTextPage.tsx"));
const ClassicalPoemPage = lazy(() => import("./pages/dictionary/ClassicalPoemPage.tsx"));
const ClassicalPoemsPage = lazy(() => import("./pages/dictionary/ClassicalPoemsPage.tsx"));
const ContinueLearningRedirect = lazy(() => import("./pages/dictionary/ContinueLearningRedirect.tsx"));
// The GM console is its own chunk with its own sidebar layout; players never download it.
const GmConsole = lazy(() => import("./pages/gm/GmConsole.tsx"));

export function App() {
  const [location] = useLocation();
  const search = useSearch();
  const path = location.replace(/(.)\/+$/, "$1");
  useScrollToTop(path);

  if (path === ROUTES.loginAlias) return <Redirect to={search ? `${ROUTES.login}?${search}` : ROUTES.login} replace />;

  if (path === ROUTES.login) {
    return (
      <Suspense fallback={<BlockLoader />}>
        <LoginPage />
      </Suspense>
    );
  }

  if (isGmPath(path)) {
    return (
      <RequireAuth gmOnly>
        <Suspense fallback={<BlockLoader />}>
          <GmConsole />
        </Suspense>
      </RequireAuth>
    );
  }

  if (isPlayerPath(path)) {
    return (
      <RequireAuth gmOnly={GM_PATHS.includes(path)}>
        <Suspense fallback={<BlockLoader />}>
          <PlayerArea />
        </Suspense>
      </RequireAuth>
    );
  }

  return (
    <PublicLayout>
      <Suspense fallback={<BlockLoader />}>
        <Switch>
          <Route path={ROUTES.home} component={LandingPage} />
          <Route path={ROUTES.register} component={RegisterPage} />
          <Route path={ROUTES.forgotPassword} component={ForgotPasswordPage} />
          <Route path={ROUTES.resetPassword} component={ResetPasswordPage} />
          <Route path={ROUTES.terms} component={TermsPage} />
          <Route path={ROUTES.privacy} component={PrivacyPage} />
          <Route path={ROUTES.about} component={AboutPage} />
          <Route path={ROUTES.connectivityTest} component={ConnectivityTestPage} />
          <Route path={ROUTES.search} component={SearchPage} />
          <Route path={ROUTES.hanzi} component={CharacterPage} />
          <Route path={ROUTES.cihui} component={WordPage} />
          <Route path={ROUTES.chengyu} component={IdiomPage} />
          <Route path={ROUTES.poem} component={PoemPage} />
          <Route path={ROUTES.ancient} component={AncientTextPage} />
          <Route path={ROUTES.classicalPoem} component={ClassicalPoemPage} />
          <Route path={ROUTES.classicalPoems} component={ClassicalPoemsPage} />
          <Route path={CONTINUE_LEARNING_PATH} component={ContinueLearningRedirect} />
          <Route component={NotFoundPage} />
        </Switch>
      </Suspense>
    </PublicLayout>
  );
}
