/**
 * A decode's model year as a person reads it: "2020", or "2019–2020" when the service
 * could not tell the two apart (auto.dev's decode may answer a year range).
 */
export function modelYearLabel(year: number | undefined, yearTo?: number): string | undefined {
  if (year === undefined) return undefined;
  return yearTo !== undefined && yearTo !== year ? `${year}–${yearTo}` : String(year);
}
