import * as endpoints from "@common/api/endpoints";
import type { SharePlatform } from "@common/helper";
import { apiRequest } from "@/lib/api-request";

export type { SharePlatform };

/** POST /api/track/share (docs/spec.md §7): counts a use of the page share menu. A failure is only logged (docs/spec.md §8). */
export function trackShare(platform: SharePlatform): Promise<void> {
  return apiRequest(endpoints.trackShare, { body: { platform } }).catch((error: unknown) => {
    console.warn("Could not record the share", platform, error);
  });
}
