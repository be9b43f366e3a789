// The body of a decoded vehicle (Pickup, SUV, Sedan…), for the Decode panel's "Body style".
// The decode's style is the whole build line in the sandbox and auto.dev
// ("XLT 4dr Pickup (3.5L 6cyl Turbo 10A)", "4x4 4dr Crew Cab 5.8 ft. SB"; docs/vehicle-data-service.md,
// "Global VIN decode"; test-fixtures/autodev/vin-decode.json), which the build sheet already shows;
// vPIC's offline decode sends the body alone ("Pickup"). auto.dev's own body field is broader
// ("Truck" for that Crew Cab), so the style's words are read first.

export interface DecodeBodyFields {
  style?: string | undefined;
  body?: string | undefined;
}

// Each body with the words that name it, the more specific first ("Minivan" before "Van",
// a pickup's cab before the bare "Truck").
const BODY_WORDS: readonly (readonly [body: string, words: RegExp])[] = [
  [
    'Pickup',
    /\b(pickup|crew ?cab|crewmax|super ?crew|super ?cab|double cab|extended cab|access cab|king cab|quad cab|regular cab|mega cab)\b/i,
  ],
  ['Minivan', /\bmini-?van\b/i],
  ['Van', /\bvan\b/i],
  ['SUV', /\b(suv|sport utility|crossover|cuv)\b/i],
  ['Wagon', /\b(wagon|estate)\b/i],
  ['Hatchback', /\b(hatchback|liftback)\b/i],
  ['Convertible', /\b(convertible|cabriolet|roadster|spyder|spider)\b/i],
  ['Coupe', /\bcoupe\b/i],
  ['Sedan', /\b(sedan|saloon)\b/i],
  ['Truck', /\btruck\b/i],
];

function bodyIn(text: string | undefined): string | undefined {
  if (!text) return undefined;
  return BODY_WORDS.find(([, words]) => words.test(text))?.[0];
}

/** The body the decode names; failing any known word, its own body field, then its style as sent. */
export function decodeBody(decode: DecodeBodyFields): string | undefined {
  const style = decode.style?.trim() || undefined;
  const body = decode.body?.trim() || undefined;
  return bodyIn(style) ?? bodyIn(body) ?? body ?? style;
}
