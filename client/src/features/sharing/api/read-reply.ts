import { useQuery } from "@tanstack/react-query";
import * as endpoints from "@common/api/endpoints";
import { useTranslation } from "@/i18n/react";
import { apiRequest } from "@/lib/api-request";

/**
 * POST /api/replies/read (decision 0085): her own words, and their translation into the interface language. Asked
 * once per reference and language; a refusal (another owner's, too old) is not asked again by itself.
 */
export function useReplyReading(reference: string | undefined) {
  const { i18n } = useTranslation();
  return useQuery({
    queryKey: ["reply-reading", reference, i18n.language],
    queryFn: () => apiRequest(endpoints.readReply, { body: { reference: reference! } }),
    enabled: Boolean(reference),
    staleTime: Infinity,
  });
}
