import { useState } from 'react';
import { Button } from '../../ui/button';

/** Copies the VIN, and says so for two seconds. */
export function CopyVinButton({ vin }: { vin: string }) {
  const [copied, setCopied] = useState(false);

  async function copyVin() {
    await navigator.clipboard.writeText(vin);
    setCopied(true);
    window.setTimeout(() => setCopied(false), 2000);
  }

  return (
    <Button size="sm" variant="ghost" onClick={() => void copyVin()} aria-label="Copy VIN">
      {copied ? 'Copied' : 'Copy'}
    </Button>
  );
}
