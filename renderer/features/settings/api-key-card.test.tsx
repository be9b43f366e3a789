import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import type { KeyCheck, KeychainStatus } from '../../../shared/ipc/app-channels';
import { useQuery } from '@tanstack/react-query';
import { appQueries } from '../../api/app-queries';
import { demoInfo, FakeFailure, installFakeBridge, noKey, type FakeBridge } from '../../test-utils/fake-bridge';
import { renderWithQuery } from '../../test-utils/render-app';
import { ApiKeyCard } from './api-key-card';

const KEY = 'vdsk_live_0123456789abcdef';
/** The newest saved answer main reports by default here, and how the status must say it (en-US, this year). */
const SAVED_AT = new Date(new Date().getFullYear(), 0, 27, 16, 12);
const SAVED_AT_WORDS = `Jan 27, 4:12 PM`;

/** As Settings shows the card: its status from the keychain query, which saving updates. */
function KeyFromQuery() {
  const status = useQuery(appQueries.keychain());
  return status.data ? <ApiKeyCard status={status.data} /> : null;
}
let fake: FakeBridge;

beforeEach(() => {
  fake = installFakeBridge();
  fake.handle('keychain.setKey', (input) => {
    const { store } = input as { store: KeychainStatus['store'] };
    return {
      hasKey: true,
      source: store === 'os-keychain' ? 'keychain' : 'session',
      store,
      keychainAvailable: true,
      hint: 'cdef',
    } satisfies KeychainStatus;
  });
  fake.handle('cache.saved', () => ({ count: 3, newestAt: SAVED_AT.toISOString() }));
});

describe('ApiKeyCard', () => {
  it('masks the key, can show it on request, and clears it after saving', async () => {
    const user = userEvent.setup();
    renderWithQuery(<ApiKeyCard status={noKey} />);
    const field = screen.getByLabelText('API key', { selector: 'input' }) as HTMLInputElement;
    expect(field.type).toBe('password');

    await user.type(field, KEY);
    await user.click(screen.getByRole('button', { name: 'Show key' }));
    expect(field.type).toBe('text');
    expect(screen.getByRole('button', { name: 'Hide key' }).getAttribute('aria-pressed')).toBe('true');

    await user.click(screen.getByRole('button', { name: 'Save key' }));
    await waitFor(() => expect(field.value).toBe(''));
    expect(field.type).toBe('password');
    expect(fake.calls.find((call) => call.channel === 'keychain.setKey')?.input).toEqual({
      key: KEY,
      store: 'os-keychain',
    });
    expect(document.body.textContent).not.toContain(KEY);
  });

  it('asks for a key instead of sending an empty one', async () => {
    const user = userEvent.setup();
    renderWithQuery(<ApiKeyCard status={noKey} />);
    await user.click(screen.getByRole('button', { name: 'Save key' }));
    expect(screen.getByText(/Enter the API key/)).toBeTruthy();
    // The card reads app.info for the connection; no key goes anywhere.
    expect(fake.calls.filter((call) => call.channel !== 'app.info')).toEqual([]);
  });

  it('explains an unusable keychain and offers to keep the key for this session only', async () => {
    const user = userEvent.setup();
    const unavailable: KeychainStatus = {
      ...noKey,
      store: 'session-memory',
      keychainAvailable: false,
      problem: 'No Secret Service provider is running.',
    };
    renderWithQuery(<ApiKeyCard status={unavailable} />);
    expect(screen.getByText('The system keychain can’t be used right now')).toBeTruthy();
    expect(screen.getByText('No Secret Service provider is running.')).toBeTruthy();
    const sessionOnly = screen.getByRole('checkbox', { name: /for this session only/ }) as HTMLInputElement;
    expect(sessionOnly.checked).toBe(true);

    await user.type(screen.getByLabelText('API key', { selector: 'input' }), KEY);
    await user.click(screen.getByRole('button', { name: 'Save key' }));
    await waitFor(() =>
      expect(fake.calls.find((call) => call.channel === 'keychain.setKey')?.input).toEqual({
        key: KEY,
        store: 'session-memory',
      }),
    );
  });

  it('describes a saved key by its last four characters only', () => {
    renderWithQuery(
      <ApiKeyCard
        status={{ hasKey: true, source: 'keychain', store: 'os-keychain', keychainAvailable: true, hint: 'cdef' }}
      />,
    );
    expect(screen.getByRole('status').textContent).toContain('your key ending in cdef');
    expect(screen.getByText('It is saved in your system keychain, never in a file.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Remove key' })).toBeTruthy();
  });

  it.each<[KeyCheck, string, string]>([
    [{ result: 'works', message: 'Key works (Growth plan)', plan: 'growth' }, 'Showing live data', 'key-status--ok'],
    [{ result: 'works', message: 'Key works' }, 'Showing live data', 'key-status--ok'],
    [{ result: 'refused', message: 'Key refused' }, 'No data: the service refused the key', 'key-status--error'],
    [
      { result: 'unreachable', message: 'Could not reach the service' },
      `Offline: showing answers saved on this computer, the newest from ${SAVED_AT_WORDS}`,
      'key-status--warn',
    ],
  ])('after saving, says in one status block what VinDesk shows now (%o)', async (check, title, tone) => {
    const user = userEvent.setup();
    fake.handle('keychain.setKey', () => ({
      hasKey: true,
      source: 'keychain',
      store: 'os-keychain',
      keychainAvailable: true,
      hint: 'cdef',
      check,
    }));
    renderWithQuery(<KeyFromQuery />);
    await user.type(await screen.findByLabelText('API key', { selector: 'input' }), KEY);
    await user.click(screen.getByRole('button', { name: 'Save key' }));
    const result = await screen.findByText(title, { exact: true });
    const block = result.closest('[role="status"]') as HTMLElement;
    expect(block.className).toContain(tone);
    // One block says it all: no second status line beside it.
    expect(screen.getAllByRole('status')).toHaveLength(1);
  });

  it('without a check, goes by the connection the latest answer proved', async () => {
    fake.handle('app.info', () => ({
      ...demoInfo,
      mode: 'live',
      connection: { state: 'unreachable' },
    }));
    renderWithQuery(
      <ApiKeyCard
        status={{ hasKey: true, source: 'keychain', store: 'os-keychain', keychainAvailable: true, hint: 'cdef' }}
      />,
    );
    expect(
      await screen.findByText(`Offline: showing answers saved on this computer, the newest from ${SAVED_AT_WORDS}`),
    ).toBeTruthy();
  });

  it('offline with nothing saved for the service, says searches will fail until it answers', async () => {
    fake.handle('cache.saved', () => ({ count: 0, newestAt: null }));
    fake.handle('app.info', () => ({ ...demoInfo, mode: 'live', connection: { state: 'unreachable' } }));
    renderWithQuery(
      <ApiKeyCard
        status={{ hasKey: true, source: 'keychain', store: 'os-keychain', keychainAvailable: true, hint: 'cdef' }}
      />,
    );
    const title = await screen.findByText('Offline: nothing is saved on this computer yet');
    const block = title.closest('[role="status"]') as HTMLElement;
    expect(block.className).toContain('key-status--error');
    expect(block.textContent).toContain('searches and vehicle lookups will fail until it answers');
    expect(block.textContent).not.toContain('saved then');
  });

  it('asks main what is saved only while offline', async () => {
    fake.handle('app.info', () => ({ ...demoInfo, mode: 'live', connection: { state: 'ok' } }));
    renderWithQuery(
      <ApiKeyCard
        status={{ hasKey: true, source: 'keychain', store: 'os-keychain', keychainAvailable: true, hint: 'cdef' }}
      />,
    );
    expect(await screen.findByText('Showing live data')).toBeTruthy();
    expect(fake.calls.filter((call) => call.channel === 'cache.saved')).toEqual([]);
  });

  it('says demo data is shown while no key is saved', () => {
    renderWithQuery(<ApiKeyCard status={noKey} />);
    expect(screen.getByRole('status').textContent).toContain('No API key yet: showing demo data');
  });

  it('leaves no key in the window’s query or mutation caches after a save, or after a refusal', async () => {
    const user = userEvent.setup();
    const { client } = renderWithQuery(<KeyFromQuery />);
    const field = await screen.findByLabelText('API key', { selector: 'input' });
    await user.type(field, KEY);
    await user.click(screen.getByRole('button', { name: 'Save key' }));
    await waitFor(() => expect(client.getQueryData(appQueries.keychain().queryKey)).toMatchObject({ hasKey: true }));

    fake.handle('keychain.setKey', () => {
      throw new FakeFailure({
        kind: 'invalid-input',
        code: 'INVALID_INPUT',
        message: 'No.',
        issues: [{ path: 'key', message: 'Bad key' }],
      });
    });
    const replace = screen.getByLabelText('Replace the key', { selector: 'input' });
    await user.type(replace, `${KEY}-second`);
    await user.click(screen.getByRole('button', { name: 'Replace key' }));
    expect(await screen.findByText('Bad key')).toBeTruthy();

    const cached = JSON.stringify({
      queries: client
        .getQueryCache()
        .getAll()
        .map((query) => query.state),
      mutations: client
        .getMutationCache()
        .getAll()
        .map((mutation) => mutation.state),
    });
    expect(cached).not.toContain(KEY);
    expect(cached).not.toContain('0123456789abcdef');
  });
});
