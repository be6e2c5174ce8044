import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { hinted, locationHintOf } from "#core/location-hint.ts";

function from(cf: Partial<IncomingRequestCfProperties>): Request {
  return new Request("https://nexo.test/", { cf: cf as IncomingRequestCfProperties });
}

describe("location hints from the request's region", () => {
  it("maps continents, and splits North America and Europe by longitude", () => {
    expect(locationHintOf(from({ continent: "SA", country: "BR", longitude: "-46.6" }))).toBe("sam");
    expect(locationHintOf(from({ continent: "NA", country: "US", longitude: "-122.4" }))).toBe("wnam");
    expect(locationHintOf(from({ continent: "NA", country: "US", longitude: "-74.0" }))).toBe("enam");
    expect(locationHintOf(from({ continent: "EU", country: "PT", longitude: "-9.1" }))).toBe("weur");
    expect(locationHintOf(from({ continent: "EU", country: "PL", longitude: "21.0" }))).toBe("eeur");
    expect(locationHintOf(from({ continent: "AS", country: "JP", longitude: "139.7" }))).toBe("apac");
    expect(locationHintOf(from({ continent: "AS", country: "AE", longitude: "55.3" }))).toBe("me");
    expect(locationHintOf(from({ continent: "OC", country: "AU" }))).toBe("oc");
    expect(locationHintOf(from({ continent: "AF", country: "ZA" }))).toBe("afr");
  });

  it("gives no hint when the request says nothing of where it came from (local runs, tests)", () => {
    expect(locationHintOf(new Request("https://nexo.test/"))).toBeUndefined();
  });

  it("a hinted namespace passes the hint on every get, unless the caller chose one", () => {
    const seen: (DurableObjectNamespaceGetDurableObjectOptions | undefined)[] = [];
    const recording = new Proxy(env.PROJECT_STORE, {
      get(target, property) {
        if (property === "get")
          return (id: DurableObjectId, options?: DurableObjectNamespaceGetDurableObjectOptions) => {
            seen.push(options);
            return target.get(id, options);
          };
        const value: unknown = Reflect.get(target, property);
        return typeof value === "function" ? (value as (...args: unknown[]) => unknown).bind(target) : value;
      },
    });
    const namespace = hinted(recording, "sam");
    namespace.get(namespace.idFromName(crypto.randomUUID()));
    namespace.get(namespace.idFromName(crypto.randomUUID()), { locationHint: "weur" });
    expect(seen).toEqual([{ locationHint: "sam" }, { locationHint: "weur" }]);
  });
});
