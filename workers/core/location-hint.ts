/**
 * Where a Durable Object should live, from the request that first reaches it: Cloudflare creates an object
 * near the location hint given with its first `get`, and never moves it, so a project's store and its chat
 * rooms start next to the person who opened them rather than wherever the first request happened to run.
 * Later `get`s with another hint change nothing.
 */
type Continent = NonNullable<IncomingRequestCfProperties["continent"]>;

/** Regions split by longitude: west of it is the first hint, east of it the second. */
const SPLIT: Partial<Record<Continent, [number, DurableObjectLocationHint, DurableObjectLocationHint]>> = {
  NA: [-100, "wnam", "enam"],
  EU: [15, "weur", "eeur"],
};

const BY_CONTINENT: Record<Continent, DurableObjectLocationHint> = {
  NA: "enam",
  SA: "sam",
  EU: "weur",
  AS: "apac",
  OC: "oc",
  AF: "afr",
  // Antarctica has no region of its own; its traffic comes in through South America or Oceania.
  AN: "sam",
};

export function locationHintOf(request: Request): DurableObjectLocationHint | undefined {
  const cf = request.cf as IncomingRequestCfProperties | undefined;
  const continent = cf?.continent;
  if (!continent || !(continent in BY_CONTINENT)) return undefined;
  // The Middle East is in Asia by continent code; its own region is nearer.
  if (cf.country && MIDDLE_EAST.has(cf.country)) return "me";
  const split = SPLIT[continent];
  const longitude = Number(cf.longitude);
  if (split && Number.isFinite(longitude) && cf.longitude !== undefined) {
    return longitude < split[0] ? split[1] : split[2];
  }
  return BY_CONTINENT[continent];
}

const MIDDLE_EAST = new Set(["AE", "BH", "IL", "IQ", "IR", "JO", "KW", "LB", "OM", "PS", "QA", "SA", "SY", "YE"]);

/** `namespace`, whose `get`s carry `hint` (unless the caller gave one): what a request's env holds. */
export function hinted<T extends Rpc.DurableObjectBranded | undefined>(
  namespace: DurableObjectNamespace<T>,
  hint: DurableObjectLocationHint | undefined,
): DurableObjectNamespace<T> {
  if (!hint) return namespace;
  return new Proxy(namespace, {
    get(target, property) {
      if (property === "get")
        return (id: DurableObjectId, options?: DurableObjectNamespaceGetDurableObjectOptions) =>
          target.get(id, { locationHint: hint, ...options });
      const value: unknown = Reflect.get(target, property);
      return typeof value === "function" ? (value as (...args: unknown[]) => unknown).bind(target) : value;
    },
  });
}
