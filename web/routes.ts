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
  about: "/about",
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
  search: "/search",
  hanzi: "/hanzi/:id?",
  cihui: "/cihui/:id?",
  chengyu: "/chengyu/:id?",
  poem: "/poem/:id?",
  ancient: "/ancient/:id?",
  classicalPoem: "/classical-poem/:id?",
  classicalPoems: "/classical-poems",
} as const;

export type AppPath = (typeof ROUTES)[keyof typeof ROUTES];

/** A route with an `:id` (dictionary detail pages) filled in: withId(ROUTES.hanzi, 121) is "/hanzi/121". */
export function withId(route: string, id: string | number): string {
  return route.replace(/:id\??/, encodeURIComponent(String(id)));
}

/**
 * Continue-learning links /{type}/{id} (spec §2) for the learning-record content types that are
 * dictionary entries (§3): each opens its detail page. /poem/{id} already is that page.
 */
export const CONTINUE_LEARNING: Readonly<Record<string, string>> = {
  character: ROUTES.hanzi,
  word: ROUTES.cihui,
  idiom: ROUTES.chengyu,
  text: ROUTES.ancient,
};
export const CONTINUE_LEARNING_PATH = new RegExp(`^/(?<type>${Object.keys(CONTINUE_LEARNING).join("|")})/(?<id>[^/]+)/?$`);

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

/** The GM console's screens (spec 3-gm §2.1); all of them live under /gm-dashboard. */
export const GM_ROUTES = {
  overview: "/gm-dashboard",
  tasks: "/gm-dashboard/tasks",
  taskNew: "/gm-dashboard/tasks/new",
  taskEdit: "/gm-dashboard/tasks/edit/:id",
  submissions: "/gm-dashboard/submissions",
  submission: "/gm-dashboard/submissions/:id",
  store: "/gm-dashboard/store",
  storeNew: "/gm-dashboard/store/new",
  players: "/gm-dashboard/players",
  rewards: "/gm-dashboard/rewards",
  gameRewards: "/gm-dashboard/game-rewards",
  materials: "/gm-dashboard/materials",
  gameConfigs: "/gm-dashboard/game-configs",
  sessions: "/gm-dashboard/sessions",
  metadata: "/gm-dashboard/metadata",
  content: "/gm-dashboard/content",
} as const;

export const gmTaskEditPath = (id: string) => `${GM_ROUTES.tasks}/edit/${encodeURIComponent(id)}`;
export const gmSubmissionPath = (id: string) => `${GM_ROUTES.submissions}/${encodeURIComponent(id)}`;

/** /gm-dashboard and everything under it: the GM console, behind the GM guard. */
export const isGmPath = (path: string) => path === ROUTES.gmDashboard || path.startsWith(`${ROUTES.gmDashboard}/`);

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
