import { describe, expect, it } from "vitest";
import type { Request } from "express";
import { createHosts } from "./hosts.ts";

/** A request as requestOrigin reads it. */
function request(host: string, protocol = "http"): Request {
  return {
    app: { enabled: () => false },
    get: (name: string) => (name.toLowerCase() === "host" ? host : undefined),
    hostname: host.replace(/:\d+$/, ""),
    protocol,
  } as unknown as Request;
}

describe("the hosts the store answers for", () => {
  it("answers the loopback names on any port when nothing is configured", () => {
    const hosts = createHosts({});
    for (const host of ["localhost", "localhost:3000", "127.0.0.1:3901", "[::1]:3000"]) expect(hosts.allows(host), host).toBe(true);
    for (const host of ["evil.example", "localhost.evil.example", "10.0.0.1:3000"]) expect(hosts.allows(host), host).toBe(false);
  });

  it("adds PUBLIC_URL's host and the allowed hosts, on their port when they name one", () => {
    const hosts = createHosts({ publicUrl: "https://shop.example", allowedHosts: ["www.shop.example", "staging.shop.example:8443"] });
    expect(hosts.allows("shop.example")).toBe(true);
    expect(hosts.allows("WWW.Shop.Example:443")).toBe(true);
    expect(hosts.allows("staging.shop.example:8443")).toBe(true);
    expect(hosts.allows("staging.shop.example:8080")).toBe(false);
    expect(hosts.allows("shop.example.evil.example")).toBe(false);
  });

  it("counts as its own only the configured origins and the page's own", () => {
    const hosts = createHosts({ publicUrl: "https://shop.example", allowedHosts: ["www.shop.example"] });
    const req = request("localhost:3000");
    expect(hosts.isStoreOrigin("https://shop.example", req)).toBe(true);
    expect(hosts.isStoreOrigin("https://www.shop.example", req)).toBe(true);
    expect(hosts.isStoreOrigin("http://localhost:3000", req)).toBe(true);
    for (const origin of ["http://localhost:8080", "https://evil.example", "null", "https://shop.example/", "javascript://shop.example"]) {
      expect(hosts.isStoreOrigin(origin, req), origin).toBe(false);
    }
  });
});
