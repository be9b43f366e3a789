import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { GALLERY_PRIMARY_BOX, GALLERY_STRIP } from '../../api/photo-queries';
import { vehicleQueries } from '../../api/vehicle-queries';
import { Card } from '../../ui/card';
import { EmptyState } from '../../ui/empty-state';
import { CarIcon } from '../../ui/icons';
import { VehiclePhoto } from '../../ui/vehicle-photo';
import { PanelBody } from '../../ui/panel-body';
import { PhotoLightbox } from './photo-lightbox';
import { useEndpointAccess } from '../../api/use-endpoint-access';

const THUMBNAILS_SHOWN = GALLERY_STRIP.shown;

/** The primary exterior photo large, then thumbnails; any photo opens the lightbox. */
export function PhotoGallery({ vin, title }: { vin: string; title: string }) {
  const gate = useEndpointAccess('photos');
  const photos = useQuery({ ...vehicleQueries.photos(vin), enabled: gate.state === 'open' });
  const [openAt, setOpenAt] = useState<number | null>(null);
  return (
    <Card title="Photos" className="photo-card">
      <PanelBody feature="Photos" gate={gate} query={photos} lines={3}>
        {(fetched) => {
          const urls = fetched.data.retail;
          if (urls.length === 0) {
            return (
              <EmptyState icon={<CarIcon size={26} />} title="No photos" level={3}>
                <p>The dealer has not published photos of this vehicle yet.</p>
              </EmptyState>
            );
          }
          return (
            <div className="gallery">
              <button
                type="button"
                className="gallery__primary"
                onClick={() => setOpenAt(0)}
                aria-label={`Open photo 1 of ${urls.length}`}
              >
                <VehiclePhoto url={urls[0]} alt={`${title}, primary photo`} eager resizeTo={GALLERY_PRIMARY_BOX} />
              </button>
              {urls.length > 1 && (
                <ul className="gallery__thumbs" aria-label="More photos">
                  {urls.slice(1, THUMBNAILS_SHOWN + 1).map((url, index) => (
                    <li key={url}>
                      <button
                        type="button"
                        onClick={() => setOpenAt(index + 1)}
                        aria-label={`Open photo ${index + 2} of ${urls.length}`}
                      >
                        <VehiclePhoto url={url} alt="" resizeTo={GALLERY_STRIP.box} />
                      </button>
                    </li>
                  ))}
                  {urls.length > THUMBNAILS_SHOWN + 1 && (
                    <li>
                      <button type="button" className="gallery__more" onClick={() => setOpenAt(THUMBNAILS_SHOWN + 1)}>
                        +{urls.length - THUMBNAILS_SHOWN - 1} more
                      </button>
                    </li>
                  )}
                </ul>
              )}
              {openAt !== null && (
                <PhotoLightbox
                  urls={urls}
                  index={openAt}
                  title={title}
                  onIndexChange={setOpenAt}
                  onClose={() => setOpenAt(null)}
                />
              )}
            </div>
          );
        }}
      </PanelBody>
    </Card>
  );
}
