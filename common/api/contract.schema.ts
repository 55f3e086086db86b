import { z } from "../zod.schema";
import { analyticsSchema, shareStatsSchema, topRecipesSchema } from "../admin-stats.schema";
import { adminRecipeCreateSchema, adminRecipePatchSchema, adminSubscriptionPatchSchema, adminUserIdParamsSchema, adminUserSchema } from "../admin.schema";
import {
  changePasswordSchema,
  deleteAccountSchema,
  forgotPasswordSchema,
  loginLinkSchema,
  loginSchema,
  messageSchema,
  resetPasswordSchema,
  signupSchema,
  updateDetailsSchema,
  verifyEmailSchema,
} from "../auth.schema";
import { healthSchema } from "../health.schema";
import { helperDetailsSchema, trackShareSchema } from "../helper.schema";
import { helperIdParamsSchema, helperInputSchema, helperListSchema, helperPatchSchema, helperSchema } from "../helpers.schema";
import {
  recipeCardSchema,
  recipeDetailSchema,
  recipeIdParamsSchema,
  recipeIdSchema,
  recipeLangQuerySchema,
  recipeSearchQuerySchema,
  recipeSearchResultSchema,
} from "../recipe.schema";
import {
  checkoutSchema,
  reactivateSchema,
  subscriptionSchema,
  testCheckoutFormSchema,
  testCheckoutPageQuerySchema,
} from "../subscription.schema";
import {
  recipeLanguageParamsSchema,
  translateRecipeSchema,
  translateTextSchema,
  translatedRecipeSchema,
  translationCoverageSchema,
  translationEditSchema,
  translationSheetSchema,
} from "../translation.schema";
import { createShareSchema, createdShareSchema, quickNoteSchema, sentShareSchema, sharePreviewQuerySchema, updateShareSchema } from "../share.schema";
import { readReplySchema, replyFormSchema, replyReadingSchema } from "../reply.schema";
import { menuAddSchema, menuEntrySchema, menuPutSchema, menuQuerySchema, menuSchema, menuSendSchema, shoppingListQuerySchema, shoppingListSchema } from "../menu.schema";
import { userSchema } from "../user.schema";
import {
  handOverSchema,
  householdSchema,
  invitationIdParamsSchema,
  invitationPreviewSchema,
  invitationTokenParamsSchema,
  inviteSchema,
  joinSchema,
  memberIdParamsSchema,
  pendingInvitationSchema,
} from "../household.schema";
import {
  importRecipeSchema,
  myRecipeInputSchema,
  myRecipePatchSchema,
  myRecipeSchema,
  pasteRecipeSchema,
  photoIdSchema,
  recipeDraftSchema,
} from "../my-recipe.schema";
import type { EndpointName, EndpointOf, PathOf, PathParams } from "./route";

/**
 * What one endpoint takes and answers. `params`, `querystring` and `body` are validated by Fastify before
 * the handler runs, `response` (status → schema) checks and types what it answers; the client's calls are
 * typed from the same schemas. Two kinds of body the handler reads itself, so it can answer as it must:
 * `multipart` (the text fields of a multipart form; a file goes alongside) and `htmlForm` (the urlencoded
 * form of a server page, which answers with a page, never JSON).
 */
export type RouteContract = {
  params?: z.ZodType;
  querystring?: z.ZodType;
  body?: z.ZodType;
  multipart?: z.ZodType;
  htmlForm?: z.ZodType;
  response?: { [status: number]: z.ZodType };
};

/** A path with `:name` parameters must have a params schema giving each of them; one without, none. */
type ParamsOf<N extends EndpointName> = [PathParams<PathOf<EndpointOf<N>>>] extends [never]
  ? { params?: never }
  : { params: z.ZodType<Record<PathParams<PathOf<EndpointOf<N>>>, unknown>> };

const cards = z.array(recipeCardSchema);
const shareIdParams = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });
const recipeIdBody = z.object({ recipeId: recipeIdSchema });

/**
 * Every endpoint of endpoints.ts, by the same name (a missing or unknown name does not compile). The
 * server registers each route with these schemas (server/lib/route.ts); the client takes only its types.
 */
export const contract = {
  health: { response: { 200: healthSchema, 503: healthSchema } },

  signup: { body: signupSchema, response: { 201: userSchema } },
  login: { body: loginSchema, response: { 200: userSchema } },
  logout: { response: { 204: z.null() } },
  forgotPassword: { body: forgotPasswordSchema, response: { 200: messageSchema } },
  resetPassword: { body: resetPasswordSchema, response: { 200: messageSchema } },
  verifyEmail: { body: verifyEmailSchema, response: { 200: messageSchema } },
  loginWithLink: { body: loginLinkSchema, response: { 200: userSchema } },
  getAccount: { response: { 200: userSchema } },
  resendVerification: { response: { 200: messageSchema } },
  updateDetails: { body: updateDetailsSchema, response: { 200: userSchema } },
  updateHelperDetails: { body: helperDetailsSchema, response: { 200: userSchema } },
  changePassword: { body: changePasswordSchema, response: { 200: messageSchema } },
  // A zip file (wasfa-export.json and the photos; common/account-export.schema.ts), not JSON.
  exportAccount: {},
  deleteAccount: { body: deleteAccountSchema, response: { 204: z.null() } },

  listHelpers: { response: { 200: helperListSchema } },
  createHelper: { body: helperInputSchema, response: { 201: helperSchema } },
  updateHelper: { params: helperIdParamsSchema, body: helperPatchSchema, response: { 200: helperSchema } },
  deleteHelper: { params: helperIdParamsSchema, response: { 204: z.null() } },
  // Makes this helper the first (the SPEC's helper); answers the list in its new order.
  makeHelperFirst: { params: helperIdParamsSchema, response: { 200: helperListSchema } },

  getSubscription: { response: { 200: subscriptionSchema } },
  subscribe: { response: { 200: checkoutSchema } },
  cancelSubscription: { response: { 200: subscriptionSchema } },
  reactivateSubscription: { response: { 200: reactivateSchema } },
  // Checked by its signature over the raw bytes, so no schema runs first.
  stripeWebhook: {},
  testCheckoutPage: { querystring: testCheckoutPageQuerySchema },
  testCheckoutForm: { htmlForm: testCheckoutFormSchema },

  // The three lists answer from the catalogue cache: no schema runs per request (a `lang` the app does not
  // speak is English), and the response schema checks each answer as it enters the cache.
  listRecipes: { querystring: recipeLangQuerySchema, response: { 200: cards } },
  popularRecipes: { querystring: recipeLangQuerySchema, response: { 200: cards } },
  quickRecipes: { querystring: recipeLangQuerySchema, response: { 200: cards } },
  searchRecipes: { querystring: recipeSearchQuerySchema, response: { 200: recipeSearchResultSchema } },
  getRecipe: { params: recipeIdParamsSchema, querystring: recipeLangQuerySchema, response: { 200: recipeDetailSchema } },
  getImage: {
    params: z.object({ id: z.uuid() }),
    querystring: z.object({
      w: z.coerce.number().int().min(1).max(4096).default(640),
      // A household photo on her helper's page: the share it was signed for, until when, and the signature.
      share: z.coerce.number().int().min(1).max(2_147_483_647).optional(),
      exp: z.coerce.number().int().min(0).max(8_640_000_000_000).optional(),
      sig: z.string().max(100).optional(),
    }),
  },
  getArtwork: { params: z.object({ cuisine: z.string(), category: z.string(), file: z.string().regex(/^\d{1,3}\.svg$/) }) },

  getFavorites: { response: { 200: z.record(z.string(), z.literal(true)) } },
  getFavoriteRecipes: { querystring: recipeLangQuerySchema, response: { 200: cards } },
  addFavorite: { body: recipeIdBody, response: { 201: z.object({ recipeId: z.number() }) } },
  removeFavorite: { params: z.object({ recipeId: recipeIdSchema }), response: { 204: z.null() } },
  trackRecipeClick: { body: recipeIdBody, response: { 204: z.null() } },
  trackShare: { body: trackShareSchema, response: { 204: z.null() } },
  translateText: { body: translateTextSchema, response: { 200: z.object({ translatedText: z.string() }) } },
  translateRecipe: { body: translateRecipeSchema, response: { 200: z.object({ translatedRecipe: translatedRecipeSchema }) } },

  adminListUsers: { response: { 200: z.array(adminUserSchema) } },
  adminUpdateSubscription: { params: adminUserIdParamsSchema, body: adminSubscriptionPatchSchema, response: { 200: adminUserSchema } },
  adminDeleteUser: { params: adminUserIdParamsSchema, response: { 204: z.null() } },
  adminListRecipes: { response: { 200: z.array(recipeDetailSchema) } },
  adminCreateRecipe: { multipart: adminRecipeCreateSchema, response: { 201: recipeDetailSchema } },
  adminUpdateRecipe: { params: recipeIdParamsSchema, body: adminRecipePatchSchema, response: { 200: recipeDetailSchema } },
  adminDeleteRecipe: { params: recipeIdParamsSchema, response: { 204: z.null() } },
  // The new image is the form's one file ("image"); it has no text fields.
  adminReplaceRecipeImage: { params: recipeIdParamsSchema, multipart: z.object({}), response: { 200: recipeDetailSchema } },
  adminShareStats: { response: { 200: shareStatsSchema } },
  adminTopRecipes: { response: { 200: topRecipesSchema } },
  adminAnalytics: { response: { 200: analyticsSchema } },
  adminTranslationCoverage: { response: { 200: translationCoverageSchema } },
  adminGetTranslation: { params: recipeLanguageParamsSchema, response: { 200: translationSheetSchema } },
  adminSaveTranslation: { params: recipeLanguageParamsSchema, body: translationEditSchema, response: { 200: translationSheetSchema } },

  listQuickNotes: { response: { 200: z.array(quickNoteSchema) } },
  createShare: { body: createShareSchema, response: { 201: createdShareSchema } },
  listShares: { response: { 200: z.array(sentShareSchema) } },
  revokeShare: { params: shareIdParams, response: { 204: z.null() } },
  updateShare: { params: shareIdParams, body: updateShareSchema, response: { 204: z.null() } },
  // Pages a browser opens: HTML in her language, not JSON.
  helperPage: { params: z.object({ token: z.string().max(64) }) },
  previewShare: { params: z.object({ id: recipeIdSchema }), querystring: sharePreviewQuerySchema },
  helperServiceWorker: {},
  // Her page's Reply form: answered with WhatsApp (303), or a page in her language saying why not.
  helperReply: { params: z.object({ token: z.string().max(64) }), htmlForm: replyFormSchema },
  readReply: { body: readReplySchema, response: { 200: replyReadingSchema } },
  appServiceWorker: {},
  listMyRecipes: { response: { 200: z.array(recipeCardSchema) } },
  createMyRecipe: { body: myRecipeInputSchema, response: { 201: myRecipeSchema } },
  getMyRecipe: { params: recipeIdParamsSchema, response: { 200: myRecipeSchema } },
  updateMyRecipe: { params: recipeIdParamsSchema, body: myRecipePatchSchema, response: { 200: myRecipeSchema } },
  deleteMyRecipe: { params: recipeIdParamsSchema, response: { 204: z.null() } },
  parseMyRecipe: { body: pasteRecipeSchema, response: { 200: recipeDraftSchema } },
  importMyRecipe: { body: importRecipeSchema, response: { 200: recipeDraftSchema } },
  // The photo is the form's one file ("photo"); it has no text fields.
  uploadMyRecipePhoto: { multipart: z.object({}), response: { 201: photoIdSchema } },

  getMenu: { querystring: menuQuerySchema, response: { 200: menuSchema } },
  putMenu: { body: menuPutSchema, response: { 200: menuSchema } },
  addMenuEntry: { body: menuAddSchema, response: { 201: menuEntrySchema } },
  getShoppingList: { querystring: shoppingListQuerySchema, response: { 200: shoppingListSchema } },
  sendMenu: { body: menuSendSchema, response: { 201: createdShareSchema } },

  getHousehold: { response: { 200: householdSchema } },
  inviteMember: { body: inviteSchema, response: { 201: pendingInvitationSchema } },
  revokeInvitation: { params: invitationIdParamsSchema, response: { 204: z.null() } },
  getInvitation: { params: invitationTokenParamsSchema, response: { 200: invitationPreviewSchema } },
  joinHousehold: { body: joinSchema, response: { 200: householdSchema } },
  removeMember: { params: memberIdParamsSchema, response: { 200: householdSchema } },
  leaveHousehold: { response: { 200: householdSchema } },
  handOverHousehold: { body: handOverSchema, response: { 200: householdSchema } },
} satisfies { [N in EndpointName]: RouteContract & ParamsOf<N> };

export type Contract = typeof contract;
