import { hasValidCheckDigit, modelYearOf } from '../../../shared/vin/vin-rule';

export interface VinPart {
  label: string;
  value: string;
  description: string;
}

/** What a VIN says on its own, before any request: its sections, model year and whether the check digit holds. */
export function vinAnatomy(vin: string): { parts: VinPart[]; modelYear: number | null; checkDigitOk: boolean } {
  return {
    parts: [
      { label: 'Manufacturer (WMI)', value: vin.slice(0, 3), description: 'Positions 1–3: country and maker' },
      { label: 'Vehicle descriptor', value: vin.slice(3, 8), description: 'Positions 4–8: model, body, engine' },
      { label: 'Check digit', value: vin.slice(8, 9), description: 'Position 9: guards against typos' },
      { label: 'Model year code', value: vin.slice(9, 10), description: 'Position 10' },
      { label: 'Plant', value: vin.slice(10, 11), description: 'Position 11: assembly plant' },
      { label: 'Serial number', value: vin.slice(11), description: 'Positions 12–17' },
    ],
    modelYear: modelYearOf(vin),
    checkDigitOk: hasValidCheckDigit(vin),
  };
}
