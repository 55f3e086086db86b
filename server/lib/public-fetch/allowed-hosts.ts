/**
 * IMPORT_ALLOWED_HOSTS ("localhost:4100,127.0.0.1:4101") as fetchPublicResource's `allowedHosts` list;
 * entries without a port are ignored. Its own module, so the configuration reads it without the fetcher.
 */
export function parseAllowedHosts(value: string | undefined): string[] {
  return (value ?? "")
    .split(",")
    .map((entry) => entry.trim().toLowerCase())
    .filter((entry) => /^(?:\[[0-9a-f:.]+\]|[a-z0-9.-]+):\d{1,5}$/.test(entry));
}
