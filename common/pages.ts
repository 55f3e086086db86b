/**
 * Every page of the owner's app, written once: the client's routes, the code it loads for a page before
 * taking over the server's HTML, the server's modulepreload links and its choice of the pages it renders
 * (decision 0055) all derive from this table.
 *
 * - `path`: as React Router writes it; `:id` is a numeric id (docs/spec.md §2), anything else there is not found.
 * - `module`: the page's code beyond the first load, as the build's manifest names it (from client/). The
 *   client maps each path to that module's `import()` (client/src/app/router.tsx; the compiler and a test keep
 *   the two in step).
 * - `serverRendered`: the server renders the page for the browser to take over; every other path is drawn in
 *   the browser from index.html.
 */
export const pages = [
  // Home (its hero and recipe rows) is a chunk of its own, needed before it hydrates (decision 0090).
  { path: "/", module: "src/features/recipes/components/home-recipes.tsx", serverRendered: true },
  { path: "/browse", module: "src/features/recipes/pages/browse-page.tsx", serverRendered: true },
  { path: "/recipe/:id", module: "src/features/recipes/pages/recipe-page.tsx", serverRendered: true },
  { path: "/favorites", module: "src/app/routes/favorites.tsx", serverRendered: true },
  // The week for the owner's day where she is, when her browser has said (decision 0088); else its frame (decision 0089).
  { path: "/menu", module: "src/features/menu/pages/menu-page.tsx", serverRendered: true },
  { path: "/account", module: "src/features/account/pages/account-page.tsx", serverRendered: true },
  { path: "/change-password", module: "src/features/account/pages/change-password-page.tsx", serverRendered: false },
  { path: "/forgot-password", module: "src/features/auth/pages/forgot-password-page.tsx", serverRendered: false },
  { path: "/reset-password", module: "src/features/auth/pages/reset-password-page.tsx", serverRendered: false },
  { path: "/verify-email", module: "src/features/auth/pages/verify-email-page.tsx", serverRendered: false },
  { path: "/login-link", module: "src/features/auth/pages/login-link-page.tsx", serverRendered: false },
  // An invitation to a household (decision 0082): its token is the link's, read in the browser.
  { path: "/join", module: "src/features/household/pages/join-page.tsx", serverRendered: false },
  { path: "/admin", module: "src/features/admin/pages/admin-page.tsx", serverRendered: false },
  { path: "/my-recipes", module: "src/features/my-recipes/pages/my-recipes-page.tsx", serverRendered: true },
  { path: "/my-recipes/new", module: "src/features/my-recipes/pages/my-recipe-editor-page.tsx", serverRendered: false },
  { path: "/my-recipes/:id/edit", module: "src/features/my-recipes/pages/my-recipe-editor-page.tsx", serverRendered: false },
  // Her own words from a WhatsApp reply, read translated (decision 0085): the reference is after `#`, which only the browser sees.
  { path: "/replies/read", module: "src/features/sharing/pages/reply-read-page.tsx", serverRendered: false },
] as const;

export type Page = (typeof pages)[number];
export type PagePath = Page["path"];

/**
 * A path as a pattern: `:id` is digits, and a trailing slash is allowed (on every path but "/"). Letters match
 * in either case, as React Router's routes do (/Browse is the browse page, not an unknown address).
 */
const patternOf = (path: string) => (path === "/" ? /^\/$/ : new RegExp(`^${path.replaceAll(":id", "\\d+")}/?$`, "i"));

const patterns = pages.map((page) => ({ page, pattern: patternOf(page.path) }));

/** The page at `pathname`, or undefined: the not-found page. */
export function pageAt(pathname: string): Page | undefined {
  return patterns.find(({ pattern }) => pattern.test(pathname))?.page;
}
