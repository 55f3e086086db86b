import { useQuery } from "@tanstack/react-query";
import * as endpoints from "@common/api/endpoints";
import type { MenuDate } from "@common/menu";
import { useTranslation } from "@/i18n/react";
import { apiQuery } from "@/lib/api-client";
import { langParam } from "@/lib/lang-param";

/** GET /api/menu: the owner's plan of `days` days from `from`, the dishes' titles in the interface language. */
export const menuQuery = (from: MenuDate, days: number, language: string) =>
  apiQuery(endpoints.getMenu, { query: { from, days, lang: langParam(language) } });

export function useMenu(from: MenuDate, days: number, { enabled = true } = {}) {
  return useQuery({ ...menuQuery(from, days, useTranslation().i18n.language), enabled });
}
