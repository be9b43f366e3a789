import { useMutation } from '@tanstack/react-query';
import { invoke } from '../api/vds';

/** Hosts are shown, not whole addresses: enough to tell where the browser will go. */
function hostOf(url: string): string {
  try {
    return new URL(url).host;
  } catch {
    return url;
  }
}

/**
 * Opens the service's plans page in the browser. The window has no network and no
 * links of its own to the web, so main opens it (and only an https address).
 */
export function SeePlansButton({ url }: { url: string }) {
  const open = useMutation({
    mutationFn: () => invoke('shell.openExternal', { url }),
    meta: { errorTitle: 'The plans page could not be opened' },
  });
  return (
    <button
      type="button"
      className="link-button link-button--underlined"
      title={`Opens ${hostOf(url)} in your browser`}
      onClick={() => open.mutate()}
    >
      See plans
    </button>
  );
}
