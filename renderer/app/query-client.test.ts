import { MutationObserver } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';
import type { AppError } from '../../shared/ipc/app-error';
import type { MutationNoticeMeta } from '../api/mutation-meta';
import { VdsError } from '../api/vds';
import { useNoticeStore } from '../stores/notice-store';
import { createQueryClient } from './query-client';

const REFUSED: AppError = {
  kind: 'internal',
  code: 'SWEEP_STATE',
  message: 'No sweep is running.',
  suggestion: 'Start a sweep first.',
};

/** Runs one mutation through the app's own client and reports whether it failed. */
async function runRefused(error: AppError, meta?: MutationNoticeMeta): Promise<void> {
  const client = createQueryClient();
  const observer = new MutationObserver(client, {
    mutationFn: () => Promise.reject(new VdsError(error)),
    ...(meta ? { meta } : {}),
  });
  await expect(observer.mutate()).rejects.toBeInstanceOf(VdsError);
}

afterEach(() => useNoticeStore.setState({ notices: [] }));

describe('a refused action', () => {
  it('raises a notice titled with what did not happen, saying why and what to do', async () => {
    await runRefused(REFUSED, { errorTitle: 'The sweep was not paused', noticeId: 'sweep-control' });
    expect(useNoticeStore.getState().notices).toEqual([
      {
        id: 'sweep-control',
        tone: 'danger',
        title: 'The sweep was not paused',
        message: 'No sweep is running. Start a sweep first.',
        sources: [],
      },
    ]);
  });

  it('raises a notice even when the action said nothing about itself', async () => {
    await runRefused({ kind: 'keychain', code: 'KEYCHAIN_LOCKED', message: 'The keychain is locked.' });
    const [notice] = useNoticeStore.getState().notices;
    expect(notice).toMatchObject({ tone: 'danger', message: 'The keychain is locked.' });
    expect(notice?.title.length).toBeGreaterThan(0);
  });

  it('counts the same refusal again on the notice already shown', async () => {
    const meta = { errorTitle: 'Not added to the watchlist', noticeId: 'watchlist' };
    await runRefused(REFUSED, meta);
    await runRefused(REFUSED, meta);
    expect(useNoticeStore.getState().notices).toHaveLength(1);
    expect(useNoticeStore.getState().notices[0]?.count).toBe(2);
  });

  it('offers Settings when the key was refused', async () => {
    await runRefused({ kind: 'unauthorized', code: 'UNAUTHORIZED', message: 'The key was refused.' });
    expect(useNoticeStore.getState().notices[0]?.action).toEqual({ label: 'Open Settings', href: '#/settings' });
  });

  it('raises none when the screen shows its refusals itself, or the action was cancelled', async () => {
    await runRefused(REFUSED, { inlineErrors: true });
    await runRefused({ kind: 'cancelled', code: 'CANCELLED', message: 'Cancelled.' });
    expect(useNoticeStore.getState().notices).toEqual([]);
  });

  it('leaves to the form only the refusals it decides to show', async () => {
    const meta = { inlineErrors: (error: AppError) => error.kind === 'invalid-input', errorTitle: 'Not saved' };
    await runRefused({ kind: 'invalid-input', code: 'INVALID_INPUT', message: 'Name is too long.' }, meta);
    expect(useNoticeStore.getState().notices).toEqual([]);
    await runRefused({ kind: 'internal', code: 'WRITE_FAILED', message: 'The file could not be written.' }, meta);
    expect(useNoticeStore.getState().notices.map((notice) => notice.title)).toEqual(['Not saved']);
  });
});
