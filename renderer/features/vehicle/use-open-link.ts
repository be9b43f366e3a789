import { useMutation } from '@tanstack/react-query';
import type { LinkTarget } from '../../../shared/ipc/document-channels';
import { invoke } from '../../api/vds';
import { useNoticeStore } from '../../stores/notice-store';

/**
 * Opens a page about the vehicle in the system browser, through main (which builds or
 * checks the address). The browser opens behind the app, so the app says where it went.
 */
export function useOpenLink() {
  const push = useNoticeStore((state) => state.push);
  return useMutation({
    mutationFn: (target: LinkTarget) => invoke('document.openLink', target),
    onSuccess: ({ url }) =>
      push({ id: 'open-link', tone: 'info', title: 'Opened in your browser', message: withoutScheme(url) }),
    // A refusal is the global notice (query-client.ts) under the same id as the success one.
    meta: { errorTitle: 'The page could not be opened', noticeId: 'open-link' },
  });
}

function withoutScheme(url: string): string {
  return url.replace(/^https:\/\//, '');
}
