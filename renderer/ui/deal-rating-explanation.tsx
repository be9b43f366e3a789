import {
  GOOD_BELOW,
  GREAT_BELOW,
  HIGH_ABOVE,
  MIN_COMPARABLES,
  YEAR_WINDOW,
  type DealRating,
} from '../../shared/domain/deal-rating';
import { Button } from './button';
import { DEAL_BAND_LABELS, percent, signed, unratedExplanation } from './deal-rating-words';
import { formatDollars } from './format-money';

interface DealRatingExplanationProps {
  rating: DealRating | undefined;
  vehicleName: string;
  onClose: () => void;
}

/** The dialog's body: this listing's numbers, and the method every rating follows. */
export function DealRatingExplanation({ rating, vehicleName, onClose }: DealRatingExplanationProps) {
  return (
    <div className="deal-dialog__body">
      <h2>How is this rated?</h2>
      <p className="muted">{vehicleName}</p>
      {rating?.status === 'rated' ? (
        <dl className="deal-dialog__numbers">
          <div>
            <dt>Rating</dt>
            <dd>{DEAL_BAND_LABELS[rating.band]}</dd>
          </div>
          <div>
            <dt>Asking price</dt>
            <dd>
              {formatDollars(rating.price)} ({percent(rating.difference)} {rating.difference < 0 ? 'below' : 'above'}{' '}
              expected)
            </dd>
          </div>
          <div>
            <dt>Expected price</dt>
            <dd>{formatDollars(rating.expected)}</dd>
          </div>
          <div>
            <dt>Compared with</dt>
            <dd>
              {rating.comparables} listings of the same make and model{rating.trimMatched ? ' and trim' : ''},{' '}
              {rating.yearFrom === rating.yearTo
                ? `model year ${rating.yearFrom}`
                : `model years ${rating.yearFrom}–${rating.yearTo}`}
            </dd>
          </div>
          <div>
            <dt>Adjusted by</dt>
            <dd>
              {signed(rating.perMile, 3)} a mile and {signed(rating.perYear, 0)} a model year
            </dd>
          </div>
        </dl>
      ) : rating ? (
        <>
          <p role="status">{unratedExplanation(rating).reason}</p>
          <p className="muted">{unratedExplanation(rating).detail}</p>
        </>
      ) : (
        <p role="status">The rating is still loading.</p>
      )}
      <h3>The method</h3>
      <ul className="deal-dialog__method">
        <li>
          Comparable listings are priced listings of the same make and model, model years within ±{YEAR_WINDOW} of this
          one, and the same trim when at least {MIN_COMPARABLES} of it are listed.
        </li>
        <li>
          A least-squares fit over the comparables gives what each mile and each model year is worth; the expected price
          is that fit at this vehicle’s mileage and model year.
        </li>
        <li>
          {percent(GREAT_BELOW)} or more below expected is a great deal; {percent(GOOD_BELOW)} to {percent(GREAT_BELOW)}{' '}
          below is a good deal; within ±{percent(HIGH_ABOVE)} is a fair price; more than {percent(HIGH_ABOVE)} above is
          a high price.
        </li>
        <li>With fewer than {MIN_COMPARABLES} comparables there is no rating.</li>
      </ul>
      <div className="row row--end">
        <Button onClick={onClose}>Close</Button>
      </div>
    </div>
  );
}
