import { Suspense, type ComponentType } from "react";
import { matchPath, Route, Routes, useParams } from "react-router";
import type { PagePath } from "@common/pages";
import { lazyPage } from "@/lib/lazy-page";
import { RootLayout } from "./layout/root-layout";
import { PageFallback } from "./layout/page-fallback";
import { HomeRecipes } from "@/features/recipes/pages/home-page";
import { loadTodaySection } from "@/features/menu/today-slot";
import { HomeRoute } from "./routes/home";
import { NotFoundPage } from "./not-found-page";

/** A page's code, loaded on demand or ahead (`load`). */
type PageCode = ComponentType & { load: () => Promise<unknown> };

const MyRecipeEditorPage = lazyPage(() => import("@/features/my-recipes/pages/my-recipe-editor-page"));

/**
 * The code of each page of common/pages.ts, by its path (the compiler holds the two to the same paths, and a
 * test each import to the module the table names): every page but home loads on demand (admin, and later its
 * charts, stays in its own chunk); home's recipe rows are a chunk of their own too. Each import is written out,
 * so the build can split and name it. Keyed by path, the table's other columns (the server's) stay out of the
 * first load.
 */
const pageCode = {
  "/": HomeRecipes,
  "/browse": lazyPage(() => import("@/features/recipes/pages/browse-page")),
  "/recipe/:id": lazyPage(() => import("@/features/recipes/pages/recipe-page")),
  "/favorites": lazyPage(() => import("@/app/routes/favorites")),
  "/menu": lazyPage(() => import("@/features/menu/pages/menu-page")),
  "/account": lazyPage(() => import("@/features/account/pages/account-page")),
  "/change-password": lazyPage(() => import("@/features/account/pages/change-password-page")),
  "/forgot-password": lazyPage(() => import("@/features/auth/pages/forgot-password-page")),
  "/reset-password": lazyPage(() => import("@/features/auth/pages/reset-password-page")),
  "/verify-email": lazyPage(() => import("@/features/auth/pages/verify-email-page")),
  "/login-link": lazyPage(() => import("@/features/auth/pages/login-link-page")),
  "/join": lazyPage(() => import("@/features/household/pages/join-page")),
  "/admin": lazyPage(() => import("@/features/admin/pages/admin-page")),
  "/my-recipes": lazyPage(() => import("@/features/my-recipes/pages/my-recipes-page")),
  "/my-recipes/new": MyRecipeEditorPage,
  "/my-recipes/:id/edit": MyRecipeEditorPage,
  "/replies/read": lazyPage(() => import("@/features/sharing/pages/reply-read-page")),
} satisfies Record<PagePath, PageCode>;

const pagePaths = Object.keys(pageCode) as PagePath[];

function page(Component: ComponentType) {
  return (
    <Suspense fallback={<PageFallback />}>
      <Component />
    </Suspense>
  );
}

/** docs/spec.md §2: recipe ids are numeric (a household recipe's too, decision 0051); anything else is the not-found page. */
function NumericIdRoute({ component }: { component: ComponentType }) {
  const { id = "" } = useParams();
  return /^\d+$/.test(id) ? page(component) : <NotFoundPage />;
}

/** Loads the code of the page at `pathname` (the browser, before it hydrates the server's HTML of it). */
export function loadPageCode(pathname: string): Promise<unknown> {
  const path = pagePaths.find((candidate) => matchPath(candidate, pathname));
  return path ? pageCode[path].load() : Promise.resolve();
}

/** Loads every page's code, and a signed-in home's "Today" (the server, once at start). */
export function loadAllPageCode(): Promise<unknown> {
  return Promise.all([...Object.values(pageCode).map((code) => code.load()), loadTodaySection()]);
}

/**
 * Declarative routes (docs/design.md §1), one for each page of common/pages.ts. React Router's declarative mode is a
 * third of the size of its data mode, and no page needs route loaders: data comes through TanStack Query.
 */
export function AppRoutes() {
  return (
    <Routes>
      <Route element={<RootLayout />}>
        <Route index element={<HomeRoute />} />
        {pagePaths
          .filter((path) => path !== "/")
          .map((path) => (
            <Route key={path} path={path.slice(1)} element={path.includes(":id") ? <NumericIdRoute component={pageCode[path]} /> : page(pageCode[path])} />
          ))}
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  );
}
