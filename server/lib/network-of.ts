import ipaddr from "ipaddr.js";

/**
 * The network a client address belongs to, as one household's provider or one attacker's host hands out
 * addresses: its IPv4 /24 or its IPv6 /64 (an IPv4 address written as IPv6, ::ffff:a.b.c.d, is IPv4).
 * Anything that is not an address is its own network.
 */
export function networkOf(address: string | undefined): string {
  if (!address) return "unknown";
  if (!ipaddr.isValid(address)) return address;
  const parsed = ipaddr.process(address);
  if (parsed.kind() === "ipv4") return `${parsed.toByteArray().slice(0, 3).join(".")}.0/24`;
  return `${(parsed as ipaddr.IPv6).parts.slice(0, 4).map((part) => part.toString(16)).join(":")}::/64`;
}
