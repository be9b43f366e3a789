// Electron's `net.request` over Node's http/https, for running electron-updater's
// ElectronHttpExecutor under plain Node. It keeps the parts of Electron's ClientRequest
// that the executor depends on, where they differ from Node's own http.ClientRequest:
// nothing is sent before end(); no 'socket' event (so the executor's socket timeout
// never arms, as in Electron); redirects surface as a 'redirect' event (statusCode,
// method, url, headers) and, under redirect: 'manual', are cancelled unless
// followRedirect() is called while it is emitted; abort() emits 'abort' then 'close'
// (never 'aborted', which the executor would read as the server hanging up) and an
// open response emits 'aborted'. Options or members it does not model throw.
import { EventEmitter } from 'node:events';
import {
  request as httpRequest,
  type IncomingMessage as NodeIncomingMessage,
  type OutgoingHttpHeaders,
} from 'node:http';
import { request as httpsRequest } from 'node:https';
import { Readable } from 'node:stream';
import { strict } from './electron-stand-in';

/**
 * Like `strict`, for class instances: methods are bound to the instance itself, since
 * private fields cannot be reached through a Proxy as `this`.
 */
function strictInstance<T extends object>(name: string, target: T): T {
  return new Proxy(target, {
    get(object, property) {
      if (typeof property === 'symbol' || property in object) {
        const value: unknown = Reflect.get(object, property, object);
        return typeof value === 'function' ? value.bind(object) : value;
      }
      if (property === 'then' || property === 'toJSON') return undefined;
      throw new Error(
        `The net stand-in does not provide ${name}.${property}; electron-updater used an API this test cannot vouch for.`,
      );
    },
  });
}

type RedirectPolicy = 'follow' | 'error' | 'manual';

interface NetRequestOptions {
  method?: string;
  url?: string;
  protocol?: string;
  host?: string;
  hostname?: string;
  port?: number | string;
  path?: string;
  headers?: Record<string, string | string[] | number>;
  redirect?: RedirectPolicy;
  session?: object;
}

const KNOWN_OPTIONS = new Set([
  'method',
  'url',
  'protocol',
  'host',
  'hostname',
  'port',
  'path',
  'headers',
  'redirect',
  'session',
]);
/** Headers Chromium's network stack sets itself; Electron refuses them with net::ERR_INVALID_ARGUMENT. */
const FORBIDDEN_HEADERS = new Set([
  'host',
  'content-length',
  'connection',
  'transfer-encoding',
  'upgrade',
  'keep-alive',
]);
const MAX_REDIRECTS = 20;

export interface NetStandInOptions {
  /** The sessions net.request accepts (those session.fromPartition handed out). */
  isSession: (value: unknown) => boolean;
}

export interface NetStandIn {
  request(options: NetRequestOptions | string): EventEmitter;
}

/** Electron's IncomingMessage: a Readable with the status line and lowercased headers. */
class StandInIncomingMessage extends Readable {
  readonly statusCode: number;
  readonly statusMessage: string;
  readonly headers: Record<string, string | string[]>;
  readonly rawHeaders: string[];
  readonly httpVersion: string;
  readonly httpVersionMajor: number;
  readonly httpVersionMinor: number;

  constructor(source: NodeIncomingMessage) {
    super({ read: () => source.resume() });
    this.statusCode = source.statusCode ?? 0;
    this.statusMessage = source.statusMessage ?? '';
    const headers: Record<string, string | string[]> = {};
    for (const [name, value] of Object.entries(source.headers)) if (value !== undefined) headers[name] = value;
    this.headers = headers;
    this.rawHeaders = source.rawHeaders;
    this.httpVersion = source.httpVersion;
    this.httpVersionMajor = source.httpVersionMajor;
    this.httpVersionMinor = source.httpVersionMinor;
  }
}

class StandInClientRequest extends EventEmitter {
  readonly #method: string;
  #url: URL;
  readonly #headers = new Map<string, { name: string; value: string | string[] }>();
  readonly #redirect: RedirectPolicy;
  readonly #body: Buffer[] = [];
  #started = false;
  #finished = false;
  #aborted = false;
  #closed = false;
  #redirects = 0;
  #current: ReturnType<typeof httpRequest> | null = null;
  #response: StandInIncomingMessage | null = null;
  #followRedirect: (() => void) | null = null;

  constructor(options: NetRequestOptions | string) {
    super();
    const normalized = typeof options === 'string' ? { url: options } : options;
    for (const key of Object.keys(normalized)) {
      if (!KNOWN_OPTIONS.has(key)) throw new Error(`The net stand-in does not model the net.request option "${key}".`);
    }
    this.#method = (normalized.method ?? 'GET').toUpperCase();
    this.#url = urlOf(normalized);
    this.#redirect = normalized.redirect ?? 'follow';
    if (!['follow', 'error', 'manual'].includes(this.#redirect))
      throw new TypeError('redirect mode should be one of follow, error or manual');
    for (const [name, value] of Object.entries(normalized.headers ?? {})) this.setHeader(name, value);
  }

  get chunkedEncoding(): boolean {
    return false;
  }

  setHeader(name: string, value: string | string[] | number): void {
    if (this.#started) throw new Error("Can't set headers after they are sent");
    if (typeof name !== 'string' || !/^[!#$%&'*+.^_`|~0-9A-Za-z-]+$/.test(name))
      throw new TypeError(`Invalid header name "${String(name)}"`);
    if (FORBIDDEN_HEADERS.has(name.toLowerCase()))
      throw new Error(`net::ERR_INVALID_ARGUMENT: the header "${name}" is set by Chromium itself`);
    if (value === undefined) throw new Error('`value` required in setHeader("' + name + '", value)');
    this.#headers.set(name.toLowerCase(), { name, value: Array.isArray(value) ? value.map(String) : String(value) });
  }

  getHeader(name: string): string | string[] | undefined {
    return this.#headers.get(name.toLowerCase())?.value;
  }

  removeHeader(name: string): void {
    if (this.#started) throw new Error("Can't remove headers after they are sent");
    this.#headers.delete(name.toLowerCase());
  }

  write(chunk: string | Buffer, encoding?: BufferEncoding | (() => void), callback?: () => void): boolean {
    if (this.#finished) throw new Error('Write after end');
    const done = typeof encoding === 'function' ? encoding : callback;
    this.#body.push(
      typeof chunk === 'string' ? Buffer.from(chunk, typeof encoding === 'string' ? encoding : 'utf8') : chunk,
    );
    if (done) process.nextTick(done);
    return true;
  }

  end(chunk?: string | Buffer | (() => void), encoding?: BufferEncoding | (() => void), callback?: () => void): this {
    if (this.#finished) return this;
    const done = [chunk, encoding, callback].find((value): value is () => void => typeof value === 'function');
    if (chunk !== undefined && chunk !== null && typeof chunk !== 'function') {
      this.write(chunk, typeof encoding === 'string' ? encoding : undefined);
    }
    this.#finished = true;
    if (this.#aborted) return this;
    this.#started = true;
    // Electron starts the transaction asynchronously; listeners added right after end() still see every event.
    process.nextTick(() => {
      if (this.#aborted) return;
      this.emit('finish');
      done?.();
      this.#send();
    });
    return this;
  }

  followRedirect(): void {
    if (!this.#followRedirect) throw new Error('followRedirect() called, but was not waiting for a redirect');
    this.#followRedirect();
  }

  abort(): void {
    if (this.#aborted || this.#closed) return;
    this.#aborted = true;
    this.#current?.destroy();
    process.nextTick(() => {
      this.emit('abort');
      if (this.#response && !this.#response.readableEnded) this.#response.emit('aborted');
      this.#close();
    });
  }

  getUploadProgress(): { active: boolean; started: boolean; current: number; total: number } {
    const total = this.#body.reduce((sum, chunk) => sum + chunk.length, 0);
    return {
      active: this.#started && !this.#closed,
      started: this.#started,
      current: this.#started ? total : 0,
      total,
    };
  }

  #send(): void {
    const url = this.#url;
    const send = url.protocol === 'https:' ? httpsRequest : httpRequest;
    const headers: OutgoingHttpHeaders = {};
    for (const { name, value } of this.#headers.values()) headers[name] = value;
    const body = Buffer.concat(this.#body);
    if (body.length > 0) headers['content-length'] = body.length;
    const request = send(url, { method: this.#method, headers });
    this.#current = request;
    request.on('response', (response) => this.#onResponse(request, response));
    request.on('error', (error) => {
      if (this.#aborted || this.#current !== request) return;
      this.#die(error);
    });
    request.end(body.length > 0 ? body : undefined);
  }

  #onResponse(request: ReturnType<typeof httpRequest>, response: NodeIncomingMessage): void {
    if (this.#aborted || this.#current !== request) {
      response.resume();
      return;
    }
    const status = response.statusCode ?? 0;
    const location = response.headers.location;
    if ([301, 302, 303, 307, 308].includes(status) && location) {
      response.resume();
      this.#onRedirect(status, new URL(location, this.#url), response);
      return;
    }
    const message = new StandInIncomingMessage(response);
    this.#response = message;
    response.on('data', (chunk: Buffer) => {
      if (!message.push(chunk)) response.pause();
    });
    response.on('end', () => {
      message.push(null);
    });
    response.on('error', (error) => {
      if (!this.#aborted) message.destroy(error);
    });
    message.on('end', () => this.#close());
    this.emit('response', strictInstance('IncomingMessage', message));
  }

  #onRedirect(statusCode: number, target: URL, response: NodeIncomingMessage): void {
    const method =
      statusCode === 303 || ((statusCode === 301 || statusCode === 302) && this.#method === 'POST')
        ? 'GET'
        : this.#method;
    const headers: Record<string, string[]> = {};
    for (const [name, value] of Object.entries(response.headers))
      if (value !== undefined) headers[name] = Array.isArray(value) ? value : [value];
    if (this.#redirect === 'error') {
      this.#die(new Error("Attempted to redirect, but redirect policy was 'error'"));
      return;
    }
    let follow = this.#redirect === 'follow';
    this.#followRedirect = () => {
      follow = true;
    };
    try {
      this.emit('redirect', statusCode, method, target.toString(), headers);
    } finally {
      this.#followRedirect = null;
    }
    if (this.#aborted) return;
    if (!follow) {
      this.#die(new Error('Redirect was cancelled'));
      return;
    }
    this.#redirects += 1;
    if (this.#redirects > MAX_REDIRECTS) {
      this.#die(new Error('net::ERR_TOO_MANY_REDIRECTS'));
      return;
    }
    this.#url = target;
    this.#send();
  }

  #die(error: Error): void {
    if (this.#closed) return;
    this.#aborted = true;
    this.#current?.destroy();
    this.emit('error', error);
    this.#close();
  }

  #close(): void {
    if (this.#closed) return;
    this.#closed = true;
    this.emit('close');
  }
}

/** The parts of a URL Electron's net.request builds from protocol, host, hostname, port and path. */
function urlOf(options: NetRequestOptions): URL {
  if (options.url !== undefined) {
    const url = new URL(options.url);
    if (url.protocol !== 'http:' && url.protocol !== 'https:')
      throw new Error(`Protocol "${url.protocol}" not supported`);
    return url;
  }
  const protocol = options.protocol ?? 'http:';
  if (protocol !== 'http:' && protocol !== 'https:') throw new Error(`Protocol "${protocol}" not supported`);
  const path = options.path ?? '/';
  if (/\s/.test(path)) throw new TypeError('Request path contains unescaped characters');
  const host = options.host ?? `${options.hostname ?? 'localhost'}${options.port ? `:${String(options.port)}` : ''}`;
  return new URL(`${protocol}//${host}${path}`);
}

/** `net` as electron-updater reaches it: `require('electron').net.request(options)`. */
export function createNetStandIn(options: NetStandInOptions): NetStandIn {
  return strict('net', {
    request(requestOptions: NetRequestOptions | string): EventEmitter {
      if (
        typeof requestOptions === 'object' &&
        requestOptions.session !== undefined &&
        !options.isSession(requestOptions.session)
      ) {
        throw new TypeError('`session` should be an instance of the Session class');
      }
      return strictInstance('ClientRequest', new StandInClientRequest(requestOptions));
    },
  });
}
