import * as endpoints from "@common/api/endpoints";
import type { MenuSendInput } from "@common/menu.schema";
import { apiRequest } from "@/lib/api-request";

/**
 * POST /api/menu/send: the range's dishes (each with its link) and shopping list, without the lines the house
 * has (`exclude`), as one WhatsApp message in her language with one link to the menu page. The same failures as
 * a recipe's send (403 SUBSCRIPTION_REQUIRED, 400 HELPER_DETAILS_MISSING, 409/503 untranslated, 401).
 */
export const sendMenu = (body: MenuSendInput) => apiRequest(endpoints.sendMenu, { body });
