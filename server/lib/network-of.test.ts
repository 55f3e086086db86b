import { describe, expect, it } from "vitest";
import { networkOf } from "./network-of";

describe("networkOf", () => {
  it("puts the addresses of one IPv4 /24 in one network, whether written as IPv4 or as IPv6", () => {
    expect(networkOf("203.0.113.7")).toBe("203.0.113.0/24");
    expect(networkOf("203.0.113.250")).toBe("203.0.113.0/24");
    expect(networkOf("::ffff:203.0.113.9")).toBe("203.0.113.0/24");
    expect(networkOf("203.0.114.7")).toBe("203.0.114.0/24");
  });

  it("puts the addresses of one IPv6 /64 in one network, however they are written", () => {
    const network = "2001:db8:aa:1::/64";
    expect(networkOf("2001:db8:aa:1::1")).toBe(network);
    expect(networkOf("2001:0db8:00aa:0001:ffff:ffff:ffff:fffe")).toBe(network);
    expect(networkOf("2001:DB8:AA:1:0:0:0:2")).toBe(network);
    expect(networkOf("fe80::1%eth0")).toBe("fe80:0:0:0::/64");
    expect(networkOf("::1")).toBe("0:0:0:0::/64");
    expect(networkOf("2001:db8:aa:2::1")).not.toBe(network);
  });

  it("keeps anything that is not an address apart", () => {
    expect(networkOf(undefined)).toBe("unknown");
    expect(networkOf("not-an-address")).toBe("not-an-address");
  });
});
