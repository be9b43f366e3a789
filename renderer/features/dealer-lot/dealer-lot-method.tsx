/** How every figure of the lot is worked out, one click away as on the vehicle's market panel. */
export function DealerLotMethod() {
  return (
    <details className="dealer-lot__method">
      <summary>How these figures are worked out</summary>
      <ul>
        <li>
          Similar cars: the same make and model, a model year either way, listed within 100 miles of the car. When five
          or more of them share its trim, only those are used.
        </li>
        <li>
          Price among similar cars: where its asking price falls when it and the similar cars still for sale are put in
          order from lowest to highest. Equal prices share a place.
        </li>
        <li>
          Days listed: from the day the listing was first published, or from the day VinDesk first saw it when the
          listing does not say.
        </li>
        <li>
          Suggested price: from the price a quarter of the similar cars ask at most to the middle price of them. Both
          are moved to this car’s miles, by how much the price of these cars changes per mile, counted from the middle
          mileage of the similar cars. With fewer than three similar cars showing miles, the range is not moved.
        </li>
        <li>Figures come from listings VinDesk has received; checking your lot fetches each model’s market afresh.</li>
      </ul>
    </details>
  );
}
