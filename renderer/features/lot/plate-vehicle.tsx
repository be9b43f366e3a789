import { useQuery } from '@tanstack/react-query';
import type { PlateLookup } from '../../../shared/schemas/plate-schema';
import { GALLERY_PRIMARY_BOX } from '../../api/photo-queries';
import { useEndpointAccess } from '../../api/use-endpoint-access';
import { vehicleQueries } from '../../api/vehicle-queries';
import { hrefs } from '../../stores/routes';
import { MissingValue } from '../../ui/missing-value';
import { VehiclePhoto } from '../../ui/vehicle-photo';
import { plateRecallWords } from './plate-recall-words';
import { usePlateRecalls } from './use-plate-recalls';

/**
 * The vehicle a plate found, in one card: photo, year, make, model and trim, its open recalls
 * and the way to its VIN page, so staff at the lot confirm the car in one look. The photo list
 * and its primary photo are asked with the VIN page's own keys and size (photo-gallery.tsx), so
 * the VIN page opened from here paints them from memory without a second call.
 */
export function PlateVehicle({ data }: { data: PlateLookup }) {
  const vin = data.vin ?? null;
  const photosGate = useEndpointAccess('photos');
  const photos = useQuery({ ...vehicleQueries.photos(vin), enabled: vin !== null && photosGate.state === 'open' });
  const recall = plateRecallWords(usePlateRecalls(vin));
  const name = [data.year, data.make, data.model, data.trim].filter(Boolean).join(' ') || 'Vehicle';
  return (
    <div className="plate-vehicle">
      <VehiclePhoto
        className="plate-vehicle__photo"
        url={photos.data?.data.retail[0]}
        alt={`${name}, photo`}
        eager
        resizeTo={GALLERY_PRIMARY_BOX}
      />
      <div className="stack">
        <h3 className="plate-result__name">{name}</h3>
        <p className={`plate-recall plate-recall--${recall.tone}`} data-testid="plate-recall">
          {recall.words}
        </p>
        <dl className="facts">
          <div>
            <dt>VIN</dt>
            <dd className="mono">{data.vin ?? <MissingValue />}</dd>
          </div>
          <div>
            <dt>Engine</dt>
            <dd>{data.engine ?? '—'}</dd>
          </div>
          <div>
            <dt>Drivetrain</dt>
            <dd>{data.drivetrain ?? '—'}</dd>
          </div>
          <div>
            <dt>Transmission</dt>
            <dd>{data.transmission ?? '—'}</dd>
          </div>
        </dl>
        {data.vin && (
          <div className="row">
            <a className="btn btn--primary" href={hrefs.vehicle(data.vin)}>
              Open VIN page
            </a>
            <a className="btn btn--secondary" href={hrefs.finance(data.vin)}>
              Price this vehicle
            </a>
          </div>
        )}
      </div>
    </div>
  );
}
