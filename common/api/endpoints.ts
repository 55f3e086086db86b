/*
 * Every endpoint of the app, by name: "METHOD /path", with `:name` for a path parameter. The one place a
 * path is written: the server registers each route from here (server/lib/route.ts) and the client calls
 * and caches by these names (client/src/lib/api-client.ts); each one's schemas are in contract.schema.ts.
 *
 * Import it as a namespace (`import * as endpoints from ".../endpoints"`, then `endpoints.signup`):
 * the bundler inlines each constant where it is used, so a chunk carries only its own paths and the
 * first load does not carry the whole list. Plain module: no zod.
 */

export const health = "GET /api/health";

// Accounts (docs/spec.md §7).
export const signup = "POST /api/signup";
export const login = "POST /api/login";
export const logout = "POST /api/logout";
export const forgotPassword = "POST /api/forgot-password";
export const resetPassword = "POST /api/reset-password";
export const verifyEmail = "POST /api/verify-email";
/** The link mailed instead of a session once an account's failed logins passed their ceiling (decision 0060). */
export const loginWithLink = "POST /api/login-link";
export const getAccount = "GET /api/account";
export const resendVerification = "POST /api/account/resend-verification";
export const updateDetails = "POST /api/account/update-details";
export const updateHelperDetails = "POST /api/account/update-phone";
export const changePassword = "POST /api/account/change-password";
// Her data is hers (decision 0063): everything Wasfa holds about the household as one file, and erasure.
export const exportAccount = "GET /api/account/export";
export const deleteAccount = "POST /api/account/delete";

// The household's helpers (decision 0081): the first is the SPEC's helper (GET /api/account, update-phone).
export const listHelpers = "GET /api/helpers";
export const createHelper = "POST /api/helpers";
export const updateHelper = "PATCH /api/helpers/:id";
export const deleteHelper = "DELETE /api/helpers/:id";
export const makeHelperFirst = "POST /api/helpers/:id/first";

// Subscription (docs/spec.md §7, docs/design.md §6): the Stripe webhook with Stripe keys, the test checkout without.
export const getSubscription = "GET /api/subscription";
export const subscribe = "POST /api/subscription";
export const cancelSubscription = "DELETE /api/subscription";
export const reactivateSubscription = "POST /api/subscription/reactivate";
export const stripeWebhook = "POST /api/stripe/webhook";
export const testCheckoutPage = "GET /test-checkout";
export const testCheckoutForm = "POST /api/subscription/test-checkout";

// Recipes and their pictures.
export const listRecipes = "GET /api/recipes";
export const popularRecipes = "GET /api/recipes/popular";
export const quickRecipes = "GET /api/recipes/quick";
export const searchRecipes = "GET /api/recipes/search";
export const getRecipe = "GET /api/recipes/:id";
export const getImage = "GET /api/images/:id";
export const getArtwork = "GET /art/:cuisine/:category/:file";

// Favourites, counting, translation.
export const getFavorites = "GET /api/favorites";
export const getFavoriteRecipes = "GET /api/favorites/recipes";
export const addFavorite = "POST /api/favorites";
export const removeFavorite = "DELETE /api/favorites/:recipeId";
export const trackRecipeClick = "POST /api/analytics/recipe-click";
export const trackShare = "POST /api/track/share";
export const translateText = "POST /api/translate";
export const translateRecipe = "POST /api/translate/recipe";

// The admin dashboard (docs/spec.md §2).
export const adminListUsers = "GET /api/admin/users";
export const adminUpdateSubscription = "PATCH /api/admin/users/:id/subscription";
export const adminDeleteUser = "DELETE /api/admin/users/:id";
export const adminListRecipes = "GET /api/admin/recipes";
export const adminCreateRecipe = "POST /api/admin/recipes";
export const adminUpdateRecipe = "PATCH /api/admin/recipes/:id";
export const adminDeleteRecipe = "DELETE /api/admin/recipes/:id";
export const adminReplaceRecipeImage = "PUT /api/admin/recipes/:id/image";
export const adminShareStats = "GET /api/admin/share-stats";
export const adminTopRecipes = "GET /api/admin/top-recipes";
export const adminAnalytics = "GET /api/admin/analytics";
// Translation coverage and the translation editor.
export const adminTranslationCoverage = "GET /api/admin/translations";
export const adminGetTranslation = "GET /api/admin/recipes/:id/translations/:lang";
export const adminSaveTranslation = "PUT /api/admin/recipes/:id/translations/:lang";

// The helper's link (decision 0050): what the owner sends, and the page she opens.
export const listQuickNotes = "GET /api/shares/quick-notes";
export const createShare = "POST /api/shares";
export const listShares = "GET /api/shares";
export const revokeShare = "DELETE /api/shares/:id";
export const updateShare = "PATCH /api/shares/:id";
export const helperPage = "GET /h/:token";
/** Decision 0050: the helper's page as a send would make it, shown to the owner; nothing is sent, stored or counted. */
export const previewShare = "GET /preview/recipe/:id";
export const helperServiceWorker = "GET /h/sw.js";
// Her side (decisions 0084, 0085 and 0086): a reply from her page goes to the owner's WhatsApp; the owner reads her own words translated.
export const helperReply = "POST /h/:token/reply";
export const readReply = "POST /api/replies/read";
/** The owner's app: its service worker (installable, readable offline; decision 0057). */
export const appServiceWorker = "GET /sw.js";

// The household's own recipes (decision 0051): private to their owner.
export const listMyRecipes = "GET /api/my-recipes";
export const createMyRecipe = "POST /api/my-recipes";
export const getMyRecipe = "GET /api/my-recipes/:id";
export const updateMyRecipe = "PATCH /api/my-recipes/:id";
export const deleteMyRecipe = "DELETE /api/my-recipes/:id";
export const parseMyRecipe = "POST /api/my-recipes/parse";
export const importMyRecipe = "POST /api/my-recipes/import";
export const uploadMyRecipePhoto = "POST /api/my-recipes/photo";

// The household's plan, its shopping list and the day's message (decision 0054).
export const getMenu = "GET /api/menu";
export const putMenu = "PUT /api/menu";
export const addMenuEntry = "POST /api/menu/entries";
export const getShoppingList = "GET /api/menu/shopping-list";
export const sendMenu = "POST /api/menu/send";

// The household's members and invitations (decisions 0082, 0083): the owner invites, removes and hands over.
export const getHousehold = "GET /api/household";
export const inviteMember = "POST /api/household/invitations";
export const revokeInvitation = "DELETE /api/household/invitations/:id";
/**
 * Public: the join page shows who invited whom before anyone signs in. Not under /invitations/, where `:id` takes
 * the same place in the route tree (one parameter name per place).
 */
export const getInvitation = "GET /api/household/join/:token";
export const joinHousehold = "POST /api/household/join";
export const removeMember = "DELETE /api/household/members/:userId";
export const leaveHousehold = "POST /api/household/leave";
export const handOverHousehold = "POST /api/household/owner";
