import { Suspense, type ComponentType } from "react";
import { matchPath, Route, Routes, useParams } from "react-router";
import { lazyPage } from "@/lib/lazy-page";
import { RootLayout } from "./layout/root-layout";
import { PageFallback } from "./layout/page-fallback";
import { HomePage, HomeRecipes } from "@/features/recipes/pages/home-page";
import { NotFoundPage } from "./not-found-page";

/** Every page but home loads on demand; admin (and later its charts) stays in its own chunk. */
const BrowsePage = lazyPage(() => import("@/features/recipes/pages/browse-page"));
const RecipePage = lazyPage(() => import("@/features/recipes/pages/recipe-page"));
const FavoritesPage = lazyPage(() => import("@/app/routes/favorites"));
const MenuPage = lazyPage(() => import("@/features/menu/pages/menu-page"));
const AccountPage = lazyPage(() => import("@/features/account/pages/account-page"));
const ChangePasswordPage = lazyPage(() => import("@/features/account/pages/change-password-page"));
const ForgotPasswordPage = lazyPage(() => import("@/features/auth/pages/forgot-password-page"));
const ResetPasswordPage = lazyPage(() => import("@/features/auth/pages/reset-password-page"));
const VerifyEmailPage = lazyPage(() => import("@/features/auth/pages/verify-email-page"));
const MyRecipesPage = lazyPage(() => import("@/features/my-recipes/pages/my-recipes-page"));
const MyRecipeEditorPage = lazyPage(() => import("@/features/my-recipes/pages/my-recipe-editor-page"));
const AdminPage = lazyPage(() => import("@/features/admin/pages/admin-page"));

function page(Component: ComponentType) {
  return (
    <Suspense fallback={<PageFallback />}>
      <Component />
    </Suspense>
  );
}

/** SPEC §2: recipe ids are numeric (a household recipe's too, issue 18); anything else is the not-found page. */
function NumericIdRoute({ component }: { component: ComponentType }) {
  const { id = "" } = useParams();
  return /^\d+$/.test(id) ? page(component) : <NotFoundPage />;
}

/** The code each path needs beyond the first load (home's recipe lists are their own chunk too). */
const pageCode: { path: string; load: () => Promise<unknown> }[] = [
  { path: "/", load: HomeRecipes.load },
  { path: "/browse", load: BrowsePage.load },
  { path: "/recipe/:id", load: RecipePage.load },
  { path: "/favorites", load: FavoritesPage.load },
  { path: "/menu", load: MenuPage.load },
  { path: "/account", load: AccountPage.load },
  { path: "/change-password", load: ChangePasswordPage.load },
  { path: "/forgot-password", load: ForgotPasswordPage.load },
  { path: "/reset-password", load: ResetPasswordPage.load },
  { path: "/verify-email", load: VerifyEmailPage.load },
  { path: "/admin", load: AdminPage.load },
  { path: "/my-recipes", load: MyRecipesPage.load },
  { path: "/my-recipes/new", load: MyRecipeEditorPage.load },
  { path: "/my-recipes/:id/edit", load: MyRecipeEditorPage.load },
];

/** Loads the code of the page at `pathname` (the browser, before it hydrates the server's HTML of it). */
export function loadPageCode(pathname: string): Promise<unknown> {
  return pageCode.find(({ path }) => matchPath(path, pathname))?.load() ?? Promise.resolve();
}

/** Loads every page's code (the server, once at start). */
export function loadAllPageCode(): Promise<unknown> {
  return Promise.all(pageCode.map(({ load }) => load()));
}

/**
 * Declarative routes (DESIGN §1). React Router's declarative mode is a third of the size of its
 * data mode, and no page needs route loaders: data comes through TanStack Query.
 */
export function AppRoutes() {
  return (
    <Routes>
      <Route element={<RootLayout />}>
        <Route index element={<HomePage />} />
        <Route path="browse" element={page(BrowsePage)} />
        <Route path="recipe/:id" element={<NumericIdRoute component={RecipePage} />} />
        <Route path="favorites" element={page(FavoritesPage)} />
        <Route path="menu" element={page(MenuPage)} />
        <Route path="account" element={page(AccountPage)} />
        <Route path="change-password" element={page(ChangePasswordPage)} />
        <Route path="forgot-password" element={page(ForgotPasswordPage)} />
        <Route path="reset-password" element={page(ResetPasswordPage)} />
        <Route path="verify-email" element={page(VerifyEmailPage)} />
        <Route path="admin" element={page(AdminPage)} />
        <Route path="my-recipes" element={page(MyRecipesPage)} />
        <Route path="my-recipes/new" element={page(MyRecipeEditorPage)} />
        <Route path="my-recipes/:id/edit" element={<NumericIdRoute component={MyRecipeEditorPage} />} />
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  );
}
