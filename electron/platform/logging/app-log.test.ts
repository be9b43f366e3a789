import { mkdir, mkdtemp, readdir, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { writeFile } from 'node:fs/promises';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createAppLog, LOG_FILE, type AppLog } from './app-log';

const KEY = 'vd_live/Kx+9"q\\z=0 end';

let dir: string;
let log: AppLog | null = null;

beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'vindesk-log-'));
});

afterEach(async () => {
  await log?.close();
  log = null;
  await rm(dir, { recursive: true, force: true });
});

async function lines(file = join(dir, LOG_FILE)): Promise<Record<string, unknown>[]> {
  const text = await readFile(file, 'utf8');
  return text
    .split('\n')
    .filter((line) => line.length > 0)
    .map((line) => JSON.parse(line) as Record<string, unknown>);
}

describe('createAppLog', () => {
  it('writes JSON lines with time, level, scope and message', async () => {
    log = createAppLog({ dir, secrets: () => [] });
    expect(log.file).toBe(join(dir, LOG_FILE));
    log.info('startup', 'VinDesk started', { version: '0.1.0' });
    log.warn('settings', 'A setting was reset');
    await log.flush();
    const [first, second] = await lines();
    expect(first).toMatchObject({
      level: 'info',
      scope: 'startup',
      message: 'VinDesk started',
      detail: { version: '0.1.0' },
    });
    expect(new Date(String(first?.time)).toString()).not.toBe('Invalid Date');
    expect(second).toMatchObject({ level: 'warn', scope: 'settings', message: 'A setting was reset' });
  });

  it('keeps an error’s name, code, message and stack', async () => {
    log = createAppLog({ dir, secrets: () => [] });
    const error = Object.assign(new TypeError('the cache is gone'), { code: 'ENOENT' });
    log.error('cache', error);
    log.error('cache', 'a thrown string');
    await log.flush();
    const [first, second] = await lines();
    expect(first).toMatchObject({
      level: 'error',
      scope: 'cache',
      message: 'the cache is gone',
      name: 'TypeError',
      code: 'ENOENT',
    });
    expect(String(first?.stack)).toContain('app-log.test.ts');
    expect(second).toMatchObject({ level: 'error', message: 'a thrown string', name: 'NonError' });
  });

  it('never writes the key: in a message, an error, a detail, JSON-escaped, URL-encoded or base64', async () => {
    let secrets: string[] = [];
    log = createAppLog({ dir, secrets: () => secrets });
    // The key arrives after the log was created, as when the user pastes it into Settings.
    secrets = [KEY];
    log.info('service', `calling with ${KEY}`);
    log.error('service', new Error(`401 for key ${KEY}`));
    log.warn('service', 'echoed', { body: { apiKey: KEY }, header: `Bearer ${KEY}` });
    log.warn('service', `echoed body ${JSON.stringify({ key: KEY }).replace(/\//g, '\\/')}`);
    log.info('service', `https://api.example.com/listings?apiKey=${encodeURIComponent(KEY)}`);
    log.info('service', `form apiKey=${new URLSearchParams({ k: KEY }).toString().slice(2)}`);
    log.info('service', `basic ${Buffer.from(KEY).toString('base64')}`);
    const failure = new Error('request failed');
    failure.stack = `Error: request failed for ${KEY}\n    at somewhere`;
    log.error('service', failure);
    await log.flush();

    const text = await readFile(log.file, 'utf8');
    const parsed = await lines();
    expect(parsed).toHaveLength(8);
    const forbidden = [
      KEY,
      JSON.stringify(KEY).slice(1, -1),
      JSON.stringify(KEY).slice(1, -1).replace(/\//g, '\\/'),
      encodeURIComponent(KEY),
      new URLSearchParams({ k: KEY }).toString().slice(2),
      Buffer.from(KEY).toString('base64'),
      'vd_live',
    ];
    for (const form of forbidden) expect(text).not.toContain(form);
    for (const form of forbidden) expect(JSON.stringify(parsed)).not.toContain(form);
    expect(text.match(/\[redacted\]/g)?.length).toBeGreaterThanOrEqual(9);
  });

  it('rotates past maxBytes and keeps at most maxFiles files', async () => {
    log = createAppLog({ dir, secrets: () => [], maxBytes: 300, maxFiles: 3 });
    for (let index = 0; index < 40; index += 1) log.info('rotation', `line ${index} ${'x'.repeat(40)}`);
    await log.flush();
    const files = (await readdir(dir)).sort();
    expect(files).toEqual([LOG_FILE, `${LOG_FILE}.1`, `${LOG_FILE}.2`]);
    // The newest lines are in the current file, the ones before it in .1.
    const current = await lines();
    const previous = await lines(join(dir, `${LOG_FILE}.1`));
    expect(String(current.at(-1)?.message)).toMatch(/^line 39 /);
    expect(String(previous.at(-1)?.message)).toMatch(/^line \d+ /);
    for (const name of files) {
      const size = (await readFile(join(dir, name))).length;
      // A file ends with the line that crossed the limit.
      expect(size).toBeLessThan(300 + 200);
    }
  });

  // Issue 37 item 7: the log says what the dealer looked up; it is theirs alone.
  it.skipIf(process.platform === 'win32')(
    'writes its files 0600 in a folder it makes 0700, rotated copies too, and narrows an older 0644 log',
    async () => {
      const modeOf = async (path: string) => (await stat(path)).mode & 0o777;
      const logs = join(dir, 'logs');
      log = createAppLog({ dir: logs, secrets: () => [], maxBytes: 300, maxFiles: 3 });
      for (let index = 0; index < 20; index += 1) log.info('modes', `line ${index} ${'x'.repeat(40)}`);
      await log.flush();
      await log.close();
      expect(await modeOf(logs)).toBe(0o700);
      expect((await readdir(logs)).sort()).toEqual([LOG_FILE, `${LOG_FILE}.1`, `${LOG_FILE}.2`]);
      for (const name of await readdir(logs)) expect(await modeOf(join(logs, name)), name).toBe(0o600);

      const older = join(dir, 'older');
      await mkdir(older);
      await writeFile(join(older, LOG_FILE), '', { mode: 0o644 });
      log = createAppLog({ dir: older, secrets: () => [] });
      log.info('modes', 'after an older build');
      await log.flush();
      expect(await modeOf(join(older, LOG_FILE))).toBe(0o600);
    },
  );

  it('close flushes everything logged before it, and later calls write nothing', async () => {
    log = createAppLog({ dir, secrets: () => [] });
    for (let index = 0; index < 500; index += 1) log.info('burst', `line ${index}`);
    await log.close();
    log.info('burst', 'after close');
    log.error('burst', new Error('after close'));
    const written = await lines();
    expect(written).toHaveLength(500);
    expect(written.at(-1)?.message).toBe('line 499');
    await expect(log.flush()).resolves.toBeUndefined();
  });

  it('defaults to 1 MB files, five kept: a small burst stays in one file', async () => {
    log = createAppLog({ dir, secrets: () => [] });
    for (let index = 0; index < 100; index += 1) log.info('burst', `line ${index}`);
    await log.flush();
    expect(await readdir(dir)).toEqual([LOG_FILE]);
  });

  it('writes a line without a detail as scope and message alone', async () => {
    log = createAppLog({ dir, secrets: () => [] });
    log.info('startup', 'no detail');
    log.warn('startup', 'no detail either');
    await log.flush();
    const written = await lines();
    expect(written.map((line) => Object.keys(line).sort())).toEqual([
      ['level', 'message', 'scope', 'time'],
      ['level', 'message', 'scope', 'time'],
    ]);
  });

  it('describes a cause, a numeric or wrapped code, and what was thrown when it was not an Error', async () => {
    log = createAppLog({ dir, secrets: () => [] });
    const root = new RangeError('disk full');
    log.error('save', new Error('could not save', { cause: root }));
    log.error('save', new Error('with a plain cause', { cause: { status: 507 } }));
    log.error('save', Object.assign(new Error('numbered'), { code: 28 }));
    log.error('save', Object.assign(new Error('wrapped'), { appError: { code: 'SAVE_FAILED' } }));
    const bare = new Error('no stack, no code');
    bare.stack = '';
    log.error('save', bare);
    log.error('save', { status: 500 });
    const circular: Record<string, unknown> = {};
    circular.self = circular;
    log.error('save', circular);
    log.error('save', undefined);
    await log.flush();
    const [withCause, plainCause, numbered, wrapped, bareLine, object, circularLine, nothing] = await lines();
    expect(String(withCause?.cause)).toMatch(/^RangeError: disk full\n\s+at /);
    expect(plainCause?.cause).toBe('{"status":507}');
    expect(numbered?.code).toBe(28);
    expect(wrapped?.code).toBe('SAVE_FAILED');
    expect(Object.keys(bareLine!).sort()).toEqual(['level', 'message', 'name', 'scope', 'time']);
    expect(object).toMatchObject({ message: '{"status":500}', name: 'NonError' });
    expect(circularLine).toMatchObject({ message: '[object Object]', name: 'NonError' });
    expect(nothing).toMatchObject({ message: 'undefined', name: 'NonError' });
  });

  it('a warning after close writes nothing either, and closing twice is one close', async () => {
    log = createAppLog({ dir, secrets: () => [] });
    log.info('quit', 'last line');
    const closing = log.close();
    expect(log.close()).toBe(closing);
    await closing;
    log.warn('quit', 'after close');
    expect((await lines()).map((line) => line.message)).toEqual(['last line']);
  });

  it('a log that cannot be written says so once, drops lines and never throws or hangs', async () => {
    const blocker = join(dir, 'not-a-folder');
    await writeFile(blocker, 'a file where the log folder should be');
    const said = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      log = createAppLog({ dir: join(blocker, 'logs'), secrets: () => [] });
      log.info('startup', 'first');
      await vi.waitFor(() => expect(said).toHaveBeenCalled());
      for (let index = 0; index < 20; index += 1) log.warn('startup', `line ${index}`);
      log.error('startup', new Error('still fine'));
      await expect(log.flush()).resolves.toBeUndefined();
      await expect(log.close()).resolves.toBeUndefined();
      expect(said).toHaveBeenCalledTimes(1);
      expect(String(said.mock.calls[0]?.[0])).toContain('could not write its log file');
    } finally {
      said.mockRestore();
    }
  });
});
