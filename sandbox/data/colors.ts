// Exterior and interior colours with U.S. market shares (rounded, from the yearly
// paint popularity reports) and the swatch each is drawn and described with.

export interface Colour {
  name: string;
  hex: string;
  share: number;
  /** Manufacturer-style paint name shown in build data. */
  paint: string;
}

export const EXTERIOR_COLOURS: readonly Colour[] = [
  { name: 'White', hex: '#F2F2F0', share: 25, paint: 'Pearl White Tricoat' },
  { name: 'Black', hex: '#16171A', share: 20, paint: 'Midnight Black Metallic' },
  { name: 'Gray', hex: '#6B6E72', share: 17, paint: 'Magnetic Gray Metallic' },
  { name: 'Silver', hex: '#B8BBBF', share: 11, paint: 'Celestial Silver Metallic' },
  { name: 'Blue', hex: '#1F4E8C', share: 9, paint: 'Blueprint Blue' },
  { name: 'Red', hex: '#A3161B', share: 9, paint: 'Ruby Flare Pearl' },
  { name: 'Green', hex: '#2F5D3A', share: 2, paint: 'Cypress Green' },
  { name: 'Brown', hex: '#5A3E2B', share: 2, paint: 'Kona Brown Metallic' },
  { name: 'Beige', hex: '#C8B79A', share: 2, paint: 'Desert Sand Mica' },
  { name: 'Orange', hex: '#D9621E', share: 1, paint: 'Inferno Orange' },
  { name: 'Yellow', hex: '#E8C31C', share: 1, paint: 'Accelerate Yellow' },
  { name: 'Gold', hex: '#B08D57', share: 1, paint: 'Sunset Gold Metallic' },
];

export const INTERIOR_COLOURS: readonly Colour[] = [
  { name: 'Black', hex: '#1B1B1D', share: 55, paint: 'Black Leatherette' },
  { name: 'Gray', hex: '#7A7C80', share: 15, paint: 'Light Gray Cloth' },
  { name: 'Beige', hex: '#CDBB9C', share: 15, paint: 'Parchment Leather' },
  { name: 'Brown', hex: '#6B4A33', share: 7, paint: 'Saddle Brown Leather' },
  { name: 'Red', hex: '#7C1F24', share: 3, paint: 'Red Pepper Leather' },
  { name: 'White', hex: '#E9E6DF', share: 5, paint: 'Ivory White Leather' },
];

export function hexToRgb(hex: string): [number, number, number] {
  const n = Number.parseInt(hex.slice(1), 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}
