// Session and web-contents hardening: permissions, the CSP header, navigation,
// window.open and webviews. The decisions are pure functions in electron/platform/security.
import { app, session } from 'electron';
import { withContentSecurityPolicy } from '../../platform/security/content-security-policy';
import { isNavigationAllowed } from '../../platform/security/navigation-guards';
import { isPermissionGranted } from '../../platform/security/permission-policy';
import type { SenderFrame } from '../../platform/security/trusted-sender';

export function hardenSession(isTrustedSender: (frame: SenderFrame) => boolean): void {
  const ses = session.defaultSession;
  ses.setPermissionRequestHandler((_webContents, permission, callback, details) => {
    const mediaTypes = 'mediaTypes' in details ? details.mediaTypes : undefined;
    callback(
      isPermissionGranted(
        { permission, mediaTypes, requestingUrl: details.requestingUrl, isMainFrame: details.isMainFrame },
        isTrustedSender,
      ),
    );
  });
  ses.setPermissionCheckHandler((_webContents, permission, requestingOrigin, details) =>
    isPermissionGranted(
      {
        permission,
        mediaTypes: details.mediaType ? [details.mediaType] : undefined,
        requestingUrl: details.requestingUrl ?? requestingOrigin,
        isMainFrame: details.isMainFrame ?? false,
      },
      isTrustedSender,
    ),
  );
  // The app:// handler sends the CSP itself; this covers the dev server's responses.
  ses.webRequest.onHeadersReceived((details, callback) => {
    callback({ responseHeaders: withContentSecurityPolicy(details.responseHeaders) });
  });
}

export function guardWebContents(appUrl: string): void {
  app.on('web-contents-created', (_event, contents) => {
    contents.on('will-navigate', (event, url) => {
      if (!isNavigationAllowed(url, appUrl)) event.preventDefault();
    });
    contents.on('will-redirect', (event, url) => {
      if (!isNavigationAllowed(url, appUrl)) event.preventDefault();
    });
    contents.on('will-attach-webview', (event) => event.preventDefault());
    // Every window.open is denied and nothing is handed to the system browser: the window
    // opens pages only through channels whose addresses main vouches for (shell.openExternal's
    // plan pages, document.openLink), so a compromised window cannot send people to a page of
    // its choosing (issue 37 item 2).
    contents.setWindowOpenHandler(() => ({ action: 'deny' }));
  });
}
