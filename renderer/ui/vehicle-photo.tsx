import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { photoQueries } from '../api/photo-queries';
import { CarIcon } from './icons';

interface VehiclePhotoProps {
  /** A URL from /photos or a listing's primaryImage; none shows the placeholder. */
  url: string | null | undefined;
  alt: string;
  className?: string;
  /** Load at once rather than when scrolled into view (the primary photo). */
  eager?: boolean;
}

/** A service photo loaded through main when it comes into view, with a placeholder meanwhile and on failure. */
export function VehiclePhoto({ url, alt, className, eager = false }: VehiclePhotoProps) {
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
  const photo = useQuery({ ...photoQueries.image(url ?? ''), enabled: Boolean(url) && visible });
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
