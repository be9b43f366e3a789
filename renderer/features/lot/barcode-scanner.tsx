import { useEffect, useRef, useState, type ChangeEvent } from 'react';
import { appErrorOf } from '../../api/app-error-of';
import { Button } from '../../ui/button';
import { Callout } from '../../ui/callout';
import { Card } from '../../ui/card';
import { ErrorPanel } from '../../ui/error-panel';
import { useBarcodeScan } from './use-barcode-scan';

const FRAME_INTERVAL_MS = 700;

/** VIN barcodes from the camera, an image file or a pasted screenshot (Code 39, Code 128, QR, Data Matrix). */
export function BarcodeScanner() {
  const scan = useBarcodeScan();
  const [cameraOn, setCameraOn] = useState(false);
  const [cameraError, setCameraError] = useState<string | null>(null);
  const videoRef = useRef<HTMLVideoElement>(null);

  // A pasted image anywhere on the lot screen is scanned.
  useEffect(() => {
    function onPaste(event: ClipboardEvent) {
      const file = [...(event.clipboardData?.files ?? [])].find((item) => item.type.startsWith('image/'));
      if (file) scan.mutate(file);
    }
    document.addEventListener('paste', onPaste);
    return () => document.removeEventListener('paste', onPaste);
  }, [scan]);

  useEffect(() => {
    if (!cameraOn) return;
    let stream: MediaStream | null = null;
    let timer = 0;
    let busy = false;
    const canvas = document.createElement('canvas');
    navigator.mediaDevices
      .getUserMedia({ video: { facingMode: 'environment', width: { ideal: 1280 } } })
      .then((media) => {
        stream = media;
        const video = videoRef.current;
        if (!video) return;
        video.srcObject = media;
        void video.play();
        timer = window.setInterval(() => {
          if (busy || video.videoWidth === 0) return;
          canvas.width = video.videoWidth;
          canvas.height = video.videoHeight;
          canvas.getContext('2d')?.drawImage(video, 0, 0);
          busy = true;
          canvas.toBlob(
            (blob) => {
              if (!blob) return void (busy = false);
              scan.mutateAsync(blob).then(
                (result) => {
                  busy = false;
                  if (result.vin?.vin) setCameraOn(false);
                },
                () => (busy = false),
              );
            },
            'image/jpeg',
            0.85,
          );
        }, FRAME_INTERVAL_MS);
      })
      .catch((error: unknown) => {
        setCameraError(
          error instanceof Error && error.name === 'NotAllowedError'
            ? 'VinDesk was not allowed to use the camera.'
            : 'No camera could be opened.',
        );
        setCameraOn(false);
      });
    return () => {
      window.clearInterval(timer);
      stream?.getTracks().forEach((track) => track.stop());
    };
    // scan is stable for the component's life; restarting the camera on each render would flicker.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [cameraOn]);

  function onFile(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    if (file) scan.mutate(file);
    event.target.value = '';
  }

  const nothingFound = scan.isSuccess && !scan.data.vin;
  return (
    <Card
      title="Scan a VIN barcode"
      description="Door jamb and windshield labels: Code 39, Code 128, QR or Data Matrix. You can also paste a photo."
    >
      <div className="stack">
        <div className="row">
          <label className="btn btn--secondary">
            Scan an image file
            <input type="file" accept="image/*" className="sr-only" onChange={onFile} aria-label="Scan an image file" />
          </label>
          <Button onClick={() => setCameraOn((on) => !on)}>{cameraOn ? 'Stop camera' : 'Use camera'}</Button>
          {scan.isPending && <span role="status">Reading the barcode…</span>}
        </div>
        {cameraOn && <video ref={videoRef} className="scanner-video" muted playsInline aria-label="Camera view" />}
        {cameraError && (
          <Callout tone="warning" title="Camera unavailable">
            {cameraError}
          </Callout>
        )}
        {nothingFound && (
          <Callout tone="warning" title="No VIN found in that image" role="alert">
            {scan.data.reads.length > 0
              ? `Read ${scan.data.reads.map((read) => `“${read.text}”`).join(', ')}, which is not a VIN.`
              : 'Hold the label flat and fill the frame with the barcode, or type the VIN instead.'}
          </Callout>
        )}
        {scan.isError && <ErrorPanel error={appErrorOf(scan.error)} title="The image could not be scanned" />}
      </div>
    </Card>
  );
}
