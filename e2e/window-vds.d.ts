// Code passed to page.evaluate runs in the app's window, where the preload installs window.vds.
// The renderer declares this for itself (renderer/api/vds.ts); e2e/ is its own project, so it says it again.
import type { VdsBridge } from '../shared/ipc/bridge';

declare global {
  interface Window {
    vds: VdsBridge;
  }
}
