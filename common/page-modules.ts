/**
 * The pages the client loads on demand, by path: the server names a page's scripts in the HTML it
 * sends for that path (modulepreload), so they download with the app's own instead of after it.
 * `module` is the file as client/src/app/router.tsx imports it (a test keeps the two in step).
 */
export const pageModules: { path: RegExp; module: string }[] = [
  // Home paints its hero with the app; its recipe rows are a chunk of their own, needed before it hydrates.
  { path: /^\/$/, module: "src/features/recipes/components/home-recipes.tsx" },
  { path: /^\/browse\/?$/, module: "src/features/recipes/pages/browse-page.tsx" },
  { path: /^\/recipe\/\d+\/?$/, module: "src/features/recipes/pages/recipe-page.tsx" },
  { path: /^\/favorites\/?$/, module: "src/app/routes/favorites.tsx" },
  { path: /^\/account\/?$/, module: "src/features/account/pages/account-page.tsx" },
  { path: /^\/change-password\/?$/, module: "src/features/account/pages/change-password-page.tsx" },
  { path: /^\/forgot-password\/?$/, module: "src/features/auth/pages/forgot-password-page.tsx" },
  { path: /^\/reset-password\/?$/, module: "src/features/auth/pages/reset-password-page.tsx" },
  { path: /^\/verify-email\/?$/, module: "src/features/auth/pages/verify-email-page.tsx" },
  { path: /^\/admin\/?$/, module: "src/features/admin/pages/admin-page.tsx" },
  { path: /^\/menu\/?$/, module: "src/features/menu/pages/menu-page.tsx" },
  { path: /^\/my-recipes\/?$/, module: "src/features/my-recipes/pages/my-recipes-page.tsx" },
  { path: /^\/my-recipes\/(new|\d+\/edit)\/?$/, module: "src/features/my-recipes/pages/my-recipe-editor-page.tsx" },
];
