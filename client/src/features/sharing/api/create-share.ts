import * as endpoints from "@common/api/endpoints";
import type { CreateShareInput } from "@common/share.schema";
import { apiRequest } from "@/lib/api-request";

/**
 * POST /api/shares (decision 0050): the recipe in the helper's language at the chosen servings, with the
 * owner's notes, as a WhatsApp message ending with the link to her page. Each call counts as one share.
 * 403 SUBSCRIPTION_REQUIRED, 400 HELPER_DETAILS_MISSING, 409 TRANSLATION_MISSING (not in her language
 * yet: English is offered), 503 TRANSLATION_UNAVAILABLE (the provider is down), 401 when the session ended.
 */
export const createShare = (body: CreateShareInput) => apiRequest(endpoints.createShare, { body });
