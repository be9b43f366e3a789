import type { KeyboardEvent } from 'react';
import { Button } from '../../ui/button';
import { Dialog } from '../../ui/dialog';
import { CloseIcon } from '../../ui/icons';
import { VehiclePhoto } from '../../ui/vehicle-photo';

interface PhotoLightboxProps {
  urls: readonly string[];
  index: number;
  title: string;
  onIndexChange: (index: number) => void;
  onClose: () => void;
}

/** Full-size photos: Left and Right move, Esc closes (the dialog handles Esc and focus). */
export function PhotoLightbox({ urls, index, title, onIndexChange, onClose }: PhotoLightboxProps) {
  const count = urls.length;
  const go = (step: number) => onIndexChange((index + step + count) % count);
  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (event.key === 'ArrowRight') {
      event.preventDefault();
      go(1);
    } else if (event.key === 'ArrowLeft') {
      event.preventDefault();
      go(-1);
    }
  }
  return (
    <Dialog open onClose={onClose} label={`Photos of ${title}`} className="lightbox">
      {/* Arrow keys anywhere in the dialog move between photos. */}
      {/* eslint-disable-next-line jsx-a11y/no-static-element-interactions */}
      <div className="lightbox__body" onKeyDown={onKeyDown}>
        <div className="lightbox__bar">
          <span aria-live="polite">
            Photo {index + 1} of {count}
          </span>
          <div className="row">
            <Button size="sm" onClick={() => go(-1)} aria-label="Previous photo" disabled={count < 2}>
              ←
            </Button>
            <Button size="sm" onClick={() => go(1)} aria-label="Next photo" disabled={count < 2}>
              →
            </Button>
            <Button
              size="sm"
              variant="ghost"
              iconOnly
              icon={<CloseIcon />}
              onClick={onClose}
              aria-label="Close photos"
            />
          </div>
        </div>
        <VehiclePhoto
          key={urls[index]}
          url={urls[index]}
          alt={`${title}, photo ${index + 1} of ${count}`}
          className="lightbox__photo"
          eager
        />
      </div>
    </Dialog>
  );
}
