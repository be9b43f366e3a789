const BAD_VIN_CHARACTER = /[IOQ]|[^A-Z0-9]/;

/** The typed VIN with each character that breaks the rule marked, so the user sees where to look. */
export function MarkedVin({ vin }: { vin: string }) {
  if (!BAD_VIN_CHARACTER.test(vin)) return null;
  return (
    <p className="marked-vin" aria-hidden="true">
      {[...vin].map((ch, index) =>
        BAD_VIN_CHARACTER.test(ch) ? <mark key={index}>{ch}</mark> : <span key={index}>{ch}</span>,
      )}
    </p>
  );
}
