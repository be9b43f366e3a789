import { useMutation } from '@tanstack/react-query';
import type { LinkTarget } from '../../../shared/ipc/document-channels';
import { appErrorOf } from '../../api/app-error-of';
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
    onError: (error) => {
      const problem = appErrorOf(error);
      push({
        id: 'open-link',
        tone: 'danger',
        title: 'The page could not be opened',
        message: [problem.message, problem.suggestion].filter(Boolean).join(' '),
      });
    },
  });
}

function withoutScheme(url: string): string {
  return url.replace(/^https:\/\//, '');
}
