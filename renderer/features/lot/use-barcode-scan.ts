import { useMutation } from '@tanstack/react-query';
import { invoke } from '../../api/vds';
import { useNoticeStore } from '../../stores/notice-store';
import { hrefs } from '../../stores/routes';

/** Base64 of a Blob (a file, a pasted image, a camera frame), without the data: prefix. */
function blobToBase64(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result).replace(/^data:[^,]*,/, ''));
    reader.onerror = () => reject(reader.error ?? new Error('The image could not be read'));
    reader.readAsDataURL(blob);
  });
}

/** Sends an image to main's barcode reader; a VIN found opens its detail, with any correction flagged. */
export function useBarcodeScan() {
  const push = useNoticeStore((store) => store.push);
  return useMutation({
    mutationFn: async (image: Blob) => invoke('barcode.decode', { image: await blobToBase64(image) }),
    meta: { inlineErrors: true }, // the scanner's error panel
    onSuccess: (scan) => {
      const read = scan.vin;
      if (!read?.vin) return;
      if (read.corrections.length > 0 || !read.checkDigitOk) {
        push({
          id: 'scan-corrected',
          tone: 'warning',
          title: `Check the label: ${read.vin}`,
          message: [...read.corrections, ...(read.problem ? [read.problem] : [])].join('. '),
        });
      }
      window.location.hash = hrefs.vehicle(read.vin);
    },
  });
}
