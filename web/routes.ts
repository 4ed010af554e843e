/** Every path the web app knows (spec 1-core §2). Pages link through these, never through literals. */
export const ROUTES = {
  home: "/",
  login: "/minecraft-login",
  loginAlias: "/login",
  register: "/register",
  forgotPassword: "/forgot-password",
  resetPassword: "/reset-password",
  terms: "/terms",
  privacy: "/privacy",
  connectivityTest: "/connectivity-test",
  playerDashboard: "/player-dashboard",
  questBoard: "/quest-board",
  tradingPost: "/trading-post",
  weaponsArsenal: "/weapons-arsenal",
  materialManagement: "/material-management",
  treasureVault: "/treasure-vault",
  amusementPark: "/amusement-park",
  profile: "/profile",
  progress: "/progress",
  dashboard: "/dashboard",
  errorBook: "/error-book",
  gmDashboard: "/gm-dashboard",
} as const;

export type AppPath = (typeof ROUTES)[keyof typeof ROUTES];

/** Routes behind the login guard; they render inside the player layout. */
export const PLAYER_PATHS: readonly string[] = [
  ROUTES.playerDashboard,
  ROUTES.questBoard,
  ROUTES.tradingPost,
  ROUTES.weaponsArsenal,
  ROUTES.materialManagement,
  ROUTES.treasureVault,
  ROUTES.amusementPark,
  ROUTES.profile,
  ROUTES.progress,
  ROUTES.dashboard,
  ROUTES.errorBook,
  ROUTES.gmDashboard,
];

/** Only GMs may open these; others are sent to the dashboard (spec §6). */
export const GM_PATHS: readonly string[] = [ROUTES.gmDashboard];

export const isPlayerPath = (path: string) => PLAYER_PATHS.includes(path.replace(/\/+$/, "") || "/");

/** The query parameter that carries the page a guard interrupted, so login can return there. */
export const REDIRECT_PARAM = "redirect";

/** The login URL that remembers where the visitor wanted to go (path + query). */
export function loginUrlFor(origin: string): string {
  return `${ROUTES.login}?${REDIRECT_PARAM}=${encodeURIComponent(origin)}`;
}

/** A remembered origin is followed only when it is a path on this site (no open redirect). */
export function safeRedirect(value: string | null | undefined, fallback: string = ROUTES.playerDashboard): string {
  if (!value || !value.startsWith("/") || value.startsWith("//") || value.startsWith("/\\")) return fallback;
  if (value.startsWith(ROUTES.login) || value.startsWith(ROUTES.loginAlias)) return fallback;
  return value;
}
