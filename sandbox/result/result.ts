// What the sandbox's query code answers with when a request can be refused: the value, or a
// refusal saying why. Only endpoints/ chooses the HTTP status and error body a refusal stands
// for (sandbox/README.md, "Folders and layers"), so the query code knows nothing of HTTP.

/** A parameter outside its rule, or a VIN that breaks the VIN rule. */
export type RefusalKind = 'invalid-parameter' | 'invalid-vin-format';

export interface Refusal {
  kind: RefusalKind;
  /** Told to the caller as written. */
  message: string;
}

export type Refused = { ok: false; refusal: Refusal };
export type Result<T> = { ok: true; value: T } | Refused;

export function accepted<T>(value: T): Result<T> {
  return { ok: true, value };
}

export function refused(kind: RefusalKind, message: string): Refused {
  return { ok: false, refusal: { kind, message } };
}
