/** A VIN's listing row (undefined when it is not listed): the part of rowOfVin that searches and decodes read. */
export interface VinLookup {
  get(vin: string): number | undefined;
}
