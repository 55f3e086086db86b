import type { sharePlatforms } from "@common/helper";
import { apiRequest } from "@/lib/api-client";

export type SharePlatform = (typeof sharePlatforms)[number];

/** POST /api/track/share (SPEC §7): counts a use of the page share menu. A failure is only logged (SPEC §8). */
export function trackShare(platform: SharePlatform): Promise<void> {
  return apiRequest<void>("POST", "/api/track/share", { platform }).catch((error: unknown) => {
    console.warn("Could not record the share", platform, error);
  });
}
