import JsBarcode from 'jsbarcode';
import { useLayoutEffect, useRef } from 'react';

/**
 * A value as a Code 39 barcode, drawn as SVG so it prints sharp at any size. Code 39
 * carries every VIN character and is the one dealer and auction scanners read off
 * paperwork. The value is printed as text beside it, so the bars carry no caption.
 */
export function Code39Barcode({ value, className }: { value: string; className?: string }) {
  const ref = useRef<SVGSVGElement>(null);
  useLayoutEffect(() => {
    if (!ref.current) return;
    JsBarcode(ref.current, value, {
      format: 'CODE39',
      width: 1.5,
      height: 44,
      margin: 0,
      displayValue: false,
      lineColor: '#000000',
      background: '#ffffff',
    });
  }, [value]);
  return <svg ref={ref} className={className} role="img" aria-label={`Barcode of ${value}`} />;
}
