// auto.dev's v1 decode (https://auto.dev/api/vin/{vin}, docs/real-service.md #24) answers with
// nested objects: make{id,name,niceName}, model{…}, years[{year, styles[…]}], engine{…},
// transmission{…}, drivenWheels, numOfDoors as text … This reads it into the V2 decode's
// shape (shared/schemas/vin-decode-schema.ts), so both decodes show the same way. Pure.

type JsonObject = Record<string, unknown>;

function isObject(value: unknown): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function text(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;
}

function numeric(value: unknown): number | undefined {
  if (typeof value === 'number' && Number.isFinite(value)) return value;
  if (typeof value === 'string' && /^\s*\d+(\.\d+)?\s*$/.test(value)) return Number(value);
  return undefined;
}

function firstObject(value: unknown): JsonObject | undefined {
  return Array.isArray(value) && isObject(value[0]) ? value[0] : undefined;
}

/** engine{size 3, configuration "inline", cylinder 6, compressorType …} → "3.0L inline 6-cylinder, twin turbocharger". */
function describeV1Engine(engine: unknown): string | undefined {
  if (!isObject(engine)) return undefined;
  const size = numeric(engine.size);
  const cylinders = numeric(engine.cylinder);
  const layout = [text(engine.configuration), cylinders !== undefined ? `${cylinders}-cylinder` : undefined]
    .filter(Boolean)
    .join(' ');
  const main = [size !== undefined ? `${size.toFixed(1)}L` : undefined, layout || undefined].filter(Boolean).join(' ');
  const described = [main || undefined, text(engine.compressorType)].filter(Boolean).join(', ');
  return described || undefined;
}

/** transmission{numberOfSpeeds "6", transmissionType "MANUAL"} → "6-speed manual"; else its name. */
function describeV1Transmission(transmission: unknown): string | undefined {
  if (!isObject(transmission)) return undefined;
  const type = text(transmission.transmissionType)?.toLowerCase().replace(/_/g, ' ');
  const speeds = numeric(transmission.numberOfSpeeds);
  if (type) return speeds !== undefined ? `${speeds}-speed ${type}` : type;
  return text(transmission.name);
}

/**
 * v1 decode body → the V2 decode's shape: make.name, model.name, years[0].year (with
 * yearTo when later years follow), trim and style from years[0].styles[0], body, engine,
 * transmission, drive (drivenWheels), doors (numOfDoors). `vin` is the VIN asked for: the
 * v1 body does not repeat it. A body that is not an object is returned as is.
 */
export function normalizeV1Decode(body: unknown, vin?: string): unknown {
  if (!isObject(body)) return body;
  const make = isObject(body.make) ? text(body.make.name) : text(body.make);
  const model = isObject(body.model) ? text(body.model.name) : text(body.model);
  const years = Array.isArray(body.years) ? body.years.filter(isObject) : [];
  const first = years[0];
  const year = numeric(first?.year);
  const laterYears = years.map((entry) => numeric(entry.year)).filter((y): y is number => y !== undefined);
  // Folded, not spread into Math.max: a hostile answer of a few MB holds enough years to
  // overflow the arguments a call may take, a RangeError (issue 37 item 8).
  const lastYear = laterYears.length > 0 ? laterYears.reduce((high, y) => Math.max(high, y)) : undefined;
  const style = firstObject(first?.styles);
  const categories = isObject(body.categories) ? body.categories : {};
  const submodel = isObject(style?.submodel) ? style.submodel : {};
  const vehicle: JsonObject = {
    ...(vin !== undefined ? { vin } : {}),
    ...(year !== undefined ? { year } : {}),
    ...(year !== undefined && lastYear !== undefined && lastYear > year ? { yearTo: lastYear } : {}),
    ...(make !== undefined ? { make } : {}),
    ...(model !== undefined ? { model } : {}),
  };
  const decoded: JsonObject = {
    vin,
    squishVin: text(body.squishVin),
    make,
    model,
    trim: text(style?.trim),
    style: text(style?.name),
    body: text(submodel.body) ?? text(categories.vehicleStyle) ?? text(categories.primaryBodyType),
    type: text(categories.vehicleType),
    engine: describeV1Engine(body.engine),
    transmission: describeV1Transmission(body.transmission),
    drive: text(body.drivenWheels),
    doors: numeric(body.numOfDoors),
    vehicle,
  };
  return Object.fromEntries(Object.entries(decoded).filter(([, value]) => value !== undefined));
}
