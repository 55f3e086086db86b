import { fixtureFileRoutes, multipart, recipeForm } from "./fixtures";

/**
 * Who may call each route (docs/design.md §7: every route is checked on the server):
 * - public: anyone, signed in or not;
 * - user: a signed-in owner, whatever their subscription (a canceled owner still manages the account);
 * - subscriber: a signed-in owner whose subscription gives recipe access (trial, active, canceling), or an admin;
 * - admin: an owner with isAdmin;
 * - stripe-signature: nobody by session; a request signed with the webhook secret;
 * - checkout-token: nobody by session; the signed token of a checkout the owner started;
 * - static: a file of the client build.
 */
export type Access = "public" | "user" | "subscriber" | "admin" | "stripe-signature" | "checkout-token" | "static";

/** Ids a sample request may need; made by the test before the walk. */
export type Fixtures = {
  recipeId: number;
  recipeToEdit: number;
  recipeToDelete: number;
  imageId: string;
  userToEdit: number;
  userToDelete: number;
  loginEmail: string;
  loginPassword: string;
  png: Buffer;
  unique: () => string;
};

export type Sample = { url: string; payload?: unknown; headers?: Record<string, string> };

/** A request that passes validation, so that what answers is the access check (handlers check after the schema). */
type Rule = { access: Access; sample: (f: Fixtures) => Sample; endsSession?: true };

const get = (url: string) => () => ({ url });
const myRecipe = {
  title: "Grandmother's harees",
  cuisineType: "Emirati",
  prepTime: 20,
  cookTime: 120,
  servings: 6,
  ingredients: ["2 cups wheat", "500 g lamb"],
  instructions: ["Soak the wheat overnight.", "Cook with the lamb until smooth."],
};
const upload = (f: Fixtures) => multipart(recipeForm, { name: "dish.png", type: "image/png", bytes: f.png });

/** One line for every route the app registers, in either billing set-up; the authorization test fails on any gap. */
export const routeRules: Record<string, Rule> = {
  "GET /api/health": { access: "public", sample: get("/api/health") },
  "POST /api/signup": {
    access: "public",
    sample: (f) => ({ url: "/api/signup", payload: { firstName: "Sara", lastName: "Haddad", email: `${f.unique()}@example.com`, password: "Secret123" } }),
  },
  "POST /api/login": {
    access: "public",
    endsSession: true,
    sample: (f) => ({ url: "/api/login", payload: { username: f.loginEmail, password: f.loginPassword } }),
  },
  "POST /api/logout": { access: "public", endsSession: true, sample: () => ({ url: "/api/logout" }) },
  "POST /api/forgot-password": { access: "public", sample: (f) => ({ url: "/api/forgot-password", payload: { email: `${f.unique()}@example.com` } }) },
  "POST /api/reset-password": {
    access: "public",
    sample: (f) => ({ url: "/api/reset-password", payload: { email: f.loginEmail, token: "not-a-real-token", newPassword: "Other123" } }),
  },

  "POST /api/verify-email": {
    access: "public",
    sample: (f) => ({ url: "/api/verify-email", payload: { email: f.loginEmail, token: "not-a-real-token" } }),
  },
  "POST /api/login-link": {
    access: "public",
    // A link that was never mailed: the access check is passed, no session opens.
    sample: (f) => ({ url: "/api/login-link", payload: { email: f.loginEmail, token: "not-a-real-token" } }),
  },

  "GET /api/account": { access: "user", sample: get("/api/account") },
  "POST /api/account/resend-verification": { access: "user", sample: () => ({ url: "/api/account/resend-verification" }) },
  "POST /api/account/update-details": { access: "user", sample: () => ({ url: "/api/account/update-details", payload: { firstName: "Noura", lastName: "Saleh" } }) },
  "POST /api/account/update-phone": {
    access: "user",
    sample: () => ({ url: "/api/account/update-phone", payload: { helperFirstName: "Maria", domesticWorkerPhone: "+971501234567" } }),
  },
  "POST /api/account/change-password": {
    access: "user",
    // A wrong current password: the access check is passed, nothing changes.
    sample: () => ({ url: "/api/account/change-password", payload: { currentPassword: "Wrong999", newPassword: "Better456" } }),
  },

  "GET /api/account/export": { access: "user", sample: get("/api/account/export") },
  "POST /api/account/delete": {
    access: "user",
    // A wrong password: the access check is passed, nothing is deleted.
    sample: () => ({ url: "/api/account/delete", payload: { password: "Wrong999" } }),
  },

  "GET /api/subscription": { access: "user", sample: get("/api/subscription") },
  "POST /api/subscription": { access: "user", sample: () => ({ url: "/api/subscription" }) },
  "DELETE /api/subscription": { access: "user", endsSession: true, sample: () => ({ url: "/api/subscription" }) },
  "POST /api/subscription/reactivate": { access: "user", sample: () => ({ url: "/api/subscription/reactivate" }) },
  "POST /api/subscription/test-checkout": {
    access: "checkout-token",
    sample: () => ({ url: "/api/subscription/test-checkout", payload: "action=subscribe", headers: { "content-type": "application/x-www-form-urlencoded" } }),
  },
  "GET /test-checkout": { access: "public", sample: get("/test-checkout?lang=en") },
  "POST /api/stripe/webhook": {
    access: "stripe-signature",
    sample: () => ({ url: "/api/stripe/webhook", payload: { id: "evt_unsigned", type: "customer.subscription.updated" } }),
  },

  "GET /api/recipes": { access: "public", sample: get("/api/recipes") },
  "GET /api/recipes/popular": { access: "public", sample: get("/api/recipes/popular") },
  "GET /api/recipes/quick": { access: "public", sample: get("/api/recipes/quick") },
  "GET /api/recipes/search": { access: "public", sample: get("/api/recipes/search?q=rice&sort=quickest") },
  "GET /api/recipes/:id": { access: "subscriber", sample: (f) => ({ url: `/api/recipes/${f.recipeId}` }) },
  "GET /api/images/:id": { access: "public", sample: (f) => ({ url: `/api/images/${f.imageId}?w=320` }) },
  "GET /art/:cuisine/:category/:file": { access: "public", sample: get("/art/khaleeji/main/3.svg") },

  "GET /api/favorites": { access: "user", sample: get("/api/favorites") },
  "GET /api/favorites/recipes": { access: "user", sample: get("/api/favorites/recipes") },
  "POST /api/favorites": { access: "user", sample: (f) => ({ url: "/api/favorites", payload: { recipeId: f.recipeId } }) },
  "DELETE /api/favorites/:recipeId": { access: "user", sample: (f) => ({ url: `/api/favorites/${f.recipeId}` }) },
  "POST /api/analytics/recipe-click": { access: "user", sample: (f) => ({ url: "/api/analytics/recipe-click", payload: { recipeId: f.recipeId } }) },
  "POST /api/track/share": { access: "public", sample: () => ({ url: "/api/track/share", payload: { platform: "whatsapp" } }) },
  "POST /api/translate": { access: "subscriber", sample: () => ({ url: "/api/translate", payload: { text: "Stir well.", targetLanguage: "fil" } }) },
  "POST /api/translate/recipe": { access: "subscriber", sample: (f) => ({ url: "/api/translate/recipe", payload: { recipeId: f.recipeId, targetLanguage: "fil" } }) },

  "GET /api/admin/users": { access: "admin", sample: get("/api/admin/users") },
  "PATCH /api/admin/users/:id/subscription": {
    access: "admin",
    sample: (f) => ({ url: `/api/admin/users/${f.userToEdit}/subscription`, payload: { subscriptionStatus: "active", subscriptionEndsAt: "2099-01-31T10:00" } }),
  },
  "DELETE /api/admin/users/:id": { access: "admin", sample: (f) => ({ url: `/api/admin/users/${f.userToDelete}` }) },
  "GET /api/admin/recipes": { access: "admin", sample: get("/api/admin/recipes") },
  "POST /api/admin/recipes": { access: "admin", sample: (f) => ({ url: "/api/admin/recipes", ...upload(f) }) },
  "PATCH /api/admin/recipes/:id": { access: "admin", sample: (f) => ({ url: `/api/admin/recipes/${f.recipeToEdit}`, payload: { featured: false } }) },
  "DELETE /api/admin/recipes/:id": { access: "admin", sample: (f) => ({ url: `/api/admin/recipes/${f.recipeToDelete}` }) },
  "PUT /api/admin/recipes/:id/image": {
    access: "admin",
    sample: (f) => ({ url: `/api/admin/recipes/${f.recipeToEdit}/image`, ...multipart({}, { name: "new.png", type: "image/png", bytes: f.png }) }),
  },
  "GET /api/admin/translations": { access: "admin", sample: get("/api/admin/translations") },
  "GET /api/admin/recipes/:id/translations/:lang": { access: "admin", sample: (f) => ({ url: `/api/admin/recipes/${f.recipeId}/translations/ur` }) },
  "PUT /api/admin/recipes/:id/translations/:lang": {
    access: "admin",
    // Every line left empty: the access check is passed, nothing changes.
    sample: (f) => ({ url: `/api/admin/recipes/${f.recipeId}/translations/ur`, payload: { title: "", description: "", ingredients: [], instructions: [] } }),
  },

  "GET /api/shares/quick-notes": { access: "user", sample: get("/api/shares/quick-notes") },
  "POST /api/shares": { access: "subscriber", sample: (f) => ({ url: "/api/shares", payload: { recipeId: f.recipeId } }) },
  "GET /api/shares": { access: "user", sample: get("/api/shares") },
  "DELETE /api/shares/:id": { access: "user", sample: () => ({ url: "/api/shares/999999" }) },
  "PATCH /api/shares/:id": { access: "user", sample: () => ({ url: "/api/shares/999999", payload: { repliesEnabled: false } }) },
  // A reference this app did not sign: refused (400) once the access check has let the owner through.
  "POST /api/replies/read": { access: "user", sample: () => ({ url: "/api/replies/read", payload: { reference: "bm90LXNpZ25lZA.bm90LXNpZ25lZA" } }) },

  // The household's helpers (decision 0081): any member; another household's helper is a 404 (test/security/isolation).
  "GET /api/helpers": { access: "user", sample: get("/api/helpers") },
  "POST /api/helpers": {
    access: "user",
    sample: () => ({ url: "/api/helpers", payload: { firstName: "Priya", phone: "+919876543210", language: "hi", role: "cook" } }),
  },
  "PATCH /api/helpers/:id": { access: "user", sample: () => ({ url: "/api/helpers/999999", payload: { firstName: "Priya" } }) },
  "DELETE /api/helpers/:id": { access: "user", sample: () => ({ url: "/api/helpers/999999" }) },
  "POST /api/helpers/:id/first": { access: "user", sample: () => ({ url: "/api/helpers/999999/first" }) },

  "GET /api/menu": { access: "user", sample: get("/api/menu?from=2026-12-01&days=7") },
  "PUT /api/menu": {
    access: "user",
    sample: (f) => ({ url: "/api/menu", payload: { from: "2026-12-01", days: 1, entries: [{ date: "2026-12-01", slot: "lunch", recipeId: f.recipeId, servings: 4 }] } }),
  },
  "POST /api/menu/entries": {
    access: "user",
    sample: (f) => ({ url: "/api/menu/entries", payload: { date: "2026-12-01", slot: "dinner", recipeId: f.recipeId } }),
  },
  "GET /api/menu/shopping-list": { access: "subscriber", sample: get("/api/menu/shopping-list?from=2026-12-01&days=7&lang=hi") },
  "POST /api/menu/send": { access: "subscriber", sample: () => ({ url: "/api/menu/send", payload: { from: "2026-12-01", days: 7 } }) },
  "GET /api/my-recipes": { access: "user", sample: get("/api/my-recipes") },
  "POST /api/my-recipes": { access: "user", sample: () => ({ url: "/api/my-recipes", payload: myRecipe }) },
  // Another owner's (or no) recipe: 404 once the access check has let the owner through.
  "GET /api/my-recipes/:id": { access: "user", sample: (f) => ({ url: `/api/my-recipes/${f.recipeId}` }) },
  "PATCH /api/my-recipes/:id": { access: "user", sample: (f) => ({ url: `/api/my-recipes/${f.recipeId}`, payload: { title: "Not mine" } }) },
  "DELETE /api/my-recipes/:id": { access: "user", sample: (f) => ({ url: `/api/my-recipes/${f.recipeId}` }) },
  "POST /api/my-recipes/parse": {
    access: "user",
    sample: () => ({ url: "/api/my-recipes/parse", payload: { text: "Tea\nIngredients\n1 cup water\nMethod\nBoil the water." } }),
  },
  // Refused by the SSRF guard (400) without leaving the machine.
  "POST /api/my-recipes/import": { access: "user", sample: () => ({ url: "/api/my-recipes/import", payload: { url: "http://127.0.0.1/recipe" } }) },
  "POST /api/my-recipes/photo": {
    access: "user",
    sample: (f) => ({ url: "/api/my-recipes/photo", ...multipart({}, { name: "dish.png", type: "image/png", bytes: f.png }) }),
  },

  "GET /h/:token": { access: "public", sample: get("/h/AAAAAAAAAAAAAAAAAAAAAA") },
  "GET /preview/recipe/:id": { access: "subscriber", sample: (f) => ({ url: `/preview/recipe/${f.recipeId}` }) },
  "GET /h/sw.js": { access: "public", sample: get("/h/sw.js") },
  // Her page's Reply form: no session, the link is the key (an unknown one: 404).
  "POST /h/:token/reply": {
    access: "public",
    sample: () => ({ url: "/h/AAAAAAAAAAAAAAAAAAAAAA/reply", payload: "phrase=done", headers: { "content-type": "application/x-www-form-urlencoded" } }),
  },
  "GET /sw.js": { access: "public", sample: get("/sw.js") },

  // The household's members (decisions 0082, 0083): any member; the owner's own actions answer a member 403 with a
  // message (the household tests), another household's ids 404. Every role here owns a household of one.
  "GET /api/household": { access: "user", sample: get("/api/household") },
  "POST /api/household/invitations": { access: "user", sample: (f) => ({ url: "/api/household/invitations", payload: { email: `${f.unique()}@example.com` } }) },
  "DELETE /api/household/invitations/:id": { access: "user", sample: () => ({ url: "/api/household/invitations/999999" }) },
  // The join page reads it before anyone signs in: an unknown token is 404 to everyone.
  "GET /api/household/join/:token": { access: "public", sample: get("/api/household/join/not-a-real-token") },
  "POST /api/household/join": { access: "user", sample: () => ({ url: "/api/household/join", payload: { token: "not-a-real-token" } }) },
  "DELETE /api/household/members/:userId": { access: "user", sample: () => ({ url: "/api/household/members/999999" }) },
  "POST /api/household/leave": { access: "user", sample: () => ({ url: "/api/household/leave" }) },
  "POST /api/household/owner": { access: "user", sample: () => ({ url: "/api/household/owner", payload: { userId: 999999 } }) },

  "GET /api/admin/share-stats": { access: "admin", sample: get("/api/admin/share-stats") },
  "GET /api/admin/top-recipes": { access: "admin", sample: get("/api/admin/top-recipes") },
  "GET /api/admin/analytics": { access: "admin", sample: get("/api/admin/analytics") },

  ...Object.fromEntries(
    fixtureFileRoutes.map((route) => [route, { access: "static", sample: get(route.split(" ")[1]!) } satisfies Rule]),
  ),
};

export const routeKey = (route: { method: string; url: string }) => `${route.method} ${route.url}`;
