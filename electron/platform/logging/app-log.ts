import { chmodSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import pino, { type Logger } from 'pino';
import { createStream } from 'rotating-file-stream';
import { OWNER_ONLY_FILE, OWNER_ONLY_FOLDER } from '../fs/owner-only';
import { redactSecrets } from './redact-secrets';

export const LOG_FILE = 'vindesk.log';
const DEFAULT_MAX_BYTES = 1024 * 1024;
const DEFAULT_MAX_FILES = 5;

export interface AppLogOptions {
  /** The folder that holds vindesk.log and its rotated copies (vindesk.log.1 …). */
  dir: string;
  /** Read at every write, so a key set or changed after start is redacted too. */
  secrets: () => readonly string[];
  /** Size past which the file is rotated; default 1 MB. A file ends with the line that crossed it. */
  maxBytes?: number;
  /** How many log files are kept, the current one included (at least 2); default 5. */
  maxFiles?: number;
}

type LogDetail = Record<string, unknown>;

export interface AppLog {
  error(scope: string, error: unknown): void;
  warn(scope: string, message: string, detail?: LogDetail): void;
  info(scope: string, message: string, detail?: LogDetail): void;
  /** Resolves once every line logged so far is in the file. */
  flush(): Promise<void>;
  /** Flushes, then closes the file; later calls log nothing. */
  close(): Promise<void>;
  /** The current log file's path. */
  readonly file: string;
}

/**
 * The app's log file: one JSON object per line (time, level, scope, message and, for
 * errors, name, code and stack), rotated by size. pino writes into the rotating stream
 * in this thread: its transports run in worker threads, which do not survive being
 * bundled into Electron's main. Every line passes through redactSecrets on its way to
 * the file, so an API key echoed in an error, a URL or a detail never lands on disk.
 */
export function createAppLog(options: AppLogOptions): AppLog {
  const maxFiles = Math.max(2, Math.floor(options.maxFiles ?? DEFAULT_MAX_FILES));
  const maxBytes = Math.max(1, Math.floor(options.maxBytes ?? DEFAULT_MAX_BYTES));
  makePrivate(options.dir);
  // New log files are the owner's only; rotation renames them, which keeps the mode (issue 37 item 7).
  const stream = createStream(LOG_FILE, {
    path: options.dir,
    size: `${maxBytes}B`,
    rotate: maxFiles - 1,
    mode: OWNER_ONLY_FILE,
  });

  let pending = 0;
  let idle: Array<() => void> = [];
  let failed = false;
  let closed: Promise<void> | null = null;

  // A log that cannot be written must never take the app down: say so once, then drop lines.
  stream.on('error', (error: Error) => {
    if (!failed) console.error('VinDesk could not write its log file:', error.message);
    failed = true;
    settle();
  });

  function settle(): void {
    if (pending > 0 && !failed) return;
    const waiting = idle;
    idle = [];
    for (const resolve of waiting) resolve();
  }

  const sink = {
    write(line: string): void {
      if (failed || closed) return;
      pending += 1;
      stream.write(redactSecrets(line, options.secrets()), () => {
        pending -= 1;
        settle();
      });
    },
  };

  const logger: Logger = pino(
    {
      base: null,
      messageKey: 'message',
      timestamp: pino.stdTimeFunctions.isoTime,
      formatters: { level: (label) => ({ level: label }) },
    },
    sink,
  );

  function flush(): Promise<void> {
    if (pending === 0 || failed) return Promise.resolve();
    return new Promise((resolve) => idle.push(resolve));
  }

  return {
    file: join(options.dir, LOG_FILE),
    error(scope, error) {
      if (closed) return;
      const { message, ...fields } = describeError(error);
      logger.error({ scope, ...fields }, message);
    },
    warn(scope, message, detail) {
      if (closed) return;
      logger.warn(detail ? { scope, detail } : { scope }, message);
    },
    info(scope, message, detail) {
      if (closed) return;
      logger.info(detail ? { scope, detail } : { scope }, message);
    },
    flush,
    close() {
      closed ??= flush().then(
        () =>
          new Promise<void>((resolve) => {
            if (failed || stream.destroyed) return resolve();
            stream.once('error', () => resolve());
            stream.end(() => resolve());
          }),
      );
      return closed;
    },
  };
}

interface ErrorFields {
  message: string;
  name?: string;
  code?: string | number;
  stack?: string;
  cause?: string;
}

function describeError(error: unknown): ErrorFields {
  if (!(error instanceof Error)) {
    return { message: typeof error === 'string' ? error : safeJson(error), name: 'NonError' };
  }
  const fields: ErrorFields = { message: error.message, name: error.name };
  const code = codeOf(error);
  if (code !== undefined) fields.code = code;
  if (error.stack) fields.stack = error.stack;
  if (error.cause !== undefined) {
    fields.cause = error.cause instanceof Error ? (error.cause.stack ?? error.cause.message) : safeJson(error.cause);
  }
  return fields;
}

/** Node's errno codes, electron-updater's ERR_UPDATER_*, and AppError's code when main wrapped one. */
function codeOf(error: Error): string | number | undefined {
  const own = (error as { code?: unknown }).code;
  if (typeof own === 'string' || typeof own === 'number') return own;
  const appError = (error as { appError?: { code?: unknown } }).appError;
  return typeof appError?.code === 'string' ? appError.code : undefined;
}

function safeJson(value: unknown): string {
  try {
    return JSON.stringify(value) ?? String(value);
  } catch {
    return String(value);
  }
}

/**
 * Makes the log folder the owner's only when it is new, and narrows a log file an older
 * build left readable by others. Best effort: a folder that cannot be made is reported by
 * the stream's own error, once, and never takes the app down.
 */
function makePrivate(dir: string): void {
  try {
    mkdirSync(dir, { recursive: true, mode: OWNER_ONLY_FOLDER });
    if (process.platform !== 'win32') chmodSync(join(dir, LOG_FILE), OWNER_ONLY_FILE);
  } catch {
    // No log file yet (ENOENT), or a folder that cannot be made: the stream reports the latter.
  }
}
