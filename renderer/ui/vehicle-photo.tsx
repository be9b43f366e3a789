import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { photoQueries } from '../api/photo-queries';
import { CarIcon } from './icons';

interface VehiclePhotoProps {
  /** A URL from /photos or a listing's primaryImage; none (and no thumbnail) shows the placeholder. */
  url?: string | null | undefined;
  alt: string;
  className?: string;
  /** Load at once rather than when scrolled into view (the primary photo). */
  eager?: boolean;
  /**
   * Instead of `url`: a listing's primary photo, which main resizes to the CSS size it is
   * drawn at (a results row).
   */
  thumbnail?: { vin: string; width: number; height: number };
  /**
   * With `url`: the CSS box the photo is drawn in at most, so main sends it resized to
   * that (a gallery strip) rather than full size.
   */
  resizeTo?: { width: number; height: number };
}

/** Whole device pixels per CSS pixel, 1 to 3: a few sizes only, so main's disk cache is shared. */
function pixelScale(): number {
  return Math.min(3, Math.max(1, Math.ceil(window.devicePixelRatio || 1)));
}

/** A service photo loaded through main when it comes into view, with a placeholder meanwhile and on failure. */
export function VehiclePhoto({ url, alt, className, eager = false, thumbnail, resizeTo }: VehiclePhotoProps) {
  const ref = useRef<HTMLDivElement>(null);
  const [visible, setVisible] = useState(eager);
  useEffect(() => {
    if (visible || !ref.current) return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) setVisible(true);
    });
    observer.observe(ref.current);
    return () => observer.disconnect();
  }, [visible]);
  const scale = pixelScale();
  const photo = useQuery<string>(
    thumbnail
      ? photoQueries.thumbnail(
          visible ? thumbnail.vin : null,
          Math.round(thumbnail.width * scale),
          Math.round(thumbnail.height * scale),
        )
      : resizeTo
        ? photoQueries.resizedAt(url && visible ? url : null, resizeTo)
        : photoQueries.image(url && visible ? url : null),
  );
  const classes = `vehicle-photo${className ? ` ${className}` : ''}`;
  return (
    <div ref={ref} className={classes}>
      {photo.data ? (
        <img src={photo.data} alt={alt} />
      ) : (
        <div
          className={`vehicle-photo__placeholder${photo.isLoading ? ' vehicle-photo__placeholder--loading' : ''}`}
          {...(alt
            ? { role: 'img', 'aria-label': photo.isError ? `${alt} (photo unavailable)` : alt }
            : { 'aria-hidden': true })}
        >
          <CarIcon size={28} />
        </div>
      )}
    </div>
  );
}
