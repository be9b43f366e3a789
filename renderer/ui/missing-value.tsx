/**
 * What a panel shows for a value the service left out or sent in a form VinDesk could
 * not read: a dash to the eye, "Not stated" to a screen reader. The rest of the panel
 * still shows; one bad field never blanks it.
 */
export function MissingValue() {
  return (
    <span className="muted" title="Not stated">
      <span aria-hidden="true">—</span>
      <span className="sr-only">Not stated</span>
    </span>
  );
}
