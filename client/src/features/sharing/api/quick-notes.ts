import { useQuery } from "@tanstack/react-query";
import * as endpoints from "@common/api/endpoints";
import { apiQuery } from "@/lib/api-client";
import { useTranslation } from "@/i18n/react";

/** GET /api/shares/quick-notes in the interface language (the helper gets hers in the message). */
export function useQuickNotes() {
  const { i18n } = useTranslation();
  const query = apiQuery(endpoints.listQuickNotes);
  // Keyed by language too (the default query reads only the first element, the address): the same call
  // answers in English or Arabic, as the request's language says.
  return useQuery({ ...query, queryKey: [query.queryKey[0], i18n.language] as unknown as typeof query.queryKey });
}
