/** The columns' names above the rows; each row names its own figures, so this is for sight only. */
export function ResultsHead() {
  return (
    <div className="results__head" aria-hidden="true">
      <span />
      <span>Vehicle and dealer</span>
      <span className="results__head-price">Price</span>
      <span className="results__head-figure">Miles</span>
      <span className="results__head-figure">Distance</span>
      <span className="results__head-figure">On market</span>
      <span className="results__head-figure results__head-deal">Deal rating</span>
    </div>
  );
}
