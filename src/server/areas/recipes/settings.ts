/** The tunable parts of the recipes area; tests pass a fixed clock and the hosts they serve pages from. */
export interface RecipesSettings {
  /** The clock of createdDateTime and updatedDateTime. */
  now: () => Date;
  /**
   * `host:port` pairs an import may fetch even on a loopback or private address
   * (OUTBOUND_ALLOW_HOSTS, for tests and LAN users); empty refuses them all.
   */
  outboundAllowHosts: readonly string[];
}

export function recipesSettings(overrides: Partial<RecipesSettings> = {}): RecipesSettings {
  return { now: () => new Date(), outboundAllowHosts: [], ...overrides };
}
