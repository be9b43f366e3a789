// The shape of GET /_sandbox/samples: sample VINs and plates for tests and demos.

export interface SandboxSamples {
  /** A listed VIN with an open recall whose vehicle must not be driven. */
  parkIt: string;
  /** A listed VIN with an open park-outside (fire risk) recall. */
  parkOutside: string;
  /** A listed VIN with an open recall fixable over the air. */
  overTheAir: string;
  noRecalls: string;
  /** Listed, but without photos: /photos answers an empty retail array. */
  noPhotos: string;
  /** A real-pattern VIN that is not listed but decodes through /vin. */
  unlistedDecodable: string;
  /** Valid format and check digit, but no vehicle data: 404 VIN_NOT_FOUND. */
  undecodable: string;
  /** A listed VIN with open manufacturer campaigns. */
  manufacturerCampaigns: string;
  /** Listed with a price and photos. */
  priced: string;
  /** Listed without a price (excluded from /listings unless includeUnpriced=true). */
  unpriced: string;
  /** About 300 listed VINs spread over the dataset. */
  recallSweep: string[];
  plates: { plate: string; state: string; vin: string }[];
  plateNotFound: { plate: string; state: string };
  plateNoData: { plate: string; state: string };
  /**
   * A priced listing whose price drops on simulated day 1 (sandbox/market/), listed on days 0 and 1:
   * `from` is its price on day 0, `to` on day `day`.
   */
  priceDrop: { vin: string; day: number; from: number; to: number };
}

/** The samples saved beside a dataset (finding them needs vPIC); priceDrop is worked out at each start. */
export type CollectedSamples = Omit<SandboxSamples, 'priceDrop'>;
