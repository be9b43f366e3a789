import { createHash } from 'node:crypto';
import { AppErrorException, type AppError } from '../../shared/ipc/app-error';
import type { Endpoint, Plan, PlanSetting } from '../../shared/plan/plan-access';
import { isBilledStatus } from './billed-answer';
import type { Fetched, PlanAccess } from '../../shared/schemas/fetched';
import { AnswerTooDeepError, readJsonAnswer } from './read-json-answer';
import { cacheKeyOf } from './cache-key';
import { CACHE_TTL_MS } from './cache-policy';
import type { ResponseCache } from './response-cache';
import type { ServiceConfig } from './service-config';
import { SharedFlights } from './shared-flights';
import { getWithRetries, type TransportDeps, type TransportResult } from './service-transport';
import type { PlanKnowledge } from './plan-knowledge';
import type { AsyncBodyParser, BodyParser } from './parse-body';
import { badResponseError, cancelledError, noKeyError, normalizeHttpError, planRequiredError } from './normalize-error';
import { noPhotosBody } from './spec-quirks';
import { redactSecrets } from '../platform/logging/redact-secrets';
import { keyOriginRefusal, originOf } from '../platform/keychain/key-origins';
import { dialectOf } from './dialect/dialect-of';
import type { AnswerShape } from './dialect/service-dialect';

// The path every request takes: plan check, fresh cache, shared flight, transport
// with retries, error normalisation, and the offline fallback to the last good answer.

export interface CallContext {
  config: ServiceConfig;
  /** The plan whose listings page-size cap applies: the known one, else the largest. */
  highestPlan: Plan;
  /** The plan known for sure, or null. */
  knownPlan: Plan | null;
}

export interface ResourceRequest<T> {
  endpoint: Endpoint;
  url: string;
  /** May be async: a parser that yields between slices keeps main's event loop turning on big pages. */
  parse: BodyParser<T> | AsyncBodyParser<T>;
  signal: AbortSignal | undefined;
  /** The answer's shape for the dialect's normaliser, when not the endpoint's own (the v1 decode). */
  shape?: AnswerShape;
  /** The VIN asked about, for answers that do not repeat it (auto.dev's v1 decode). */
  vin?: string;
  /** false when the key travels in the URL (auto.dev's v1 decode), not in the Authorization header. */
  bearer?: boolean;
  /** The URL without any key in it, for the cache's name; defaults to url. */
  cacheUrl?: string;
  /** Ask the service even when a fresh cached answer exists, and never fall back to one (a key check). */
  fresh?: boolean;
  /**
   * A one-off answer (an export's page): neither read from nor put in the response cache.
   * Nobody opens it again, and 200 pages of 500 listings would push the screens' answers out
   * of the cache (and its hot copy in memory) for nothing.
   */
  oneOff?: boolean;
}

/** What one call proved about the connection, for the badge. */
export type CallOutcome = { ok: true } | { ok: false; error: AppError };

/**
 * Failures where the service could not give an answer now: the cached one is better than none.
 * A call kept back to spare the dealer's money (a budget, a held panel) shows the saved answer too.
 */
const OFFLINE_KINDS: ReadonlySet<AppError['kind']> = new Set([
  'over-budget',
  'spend-held',
  'network',
  'dns',
  'offline',
  'certificate',
  'timeout',
  'unavailable',
  'rate-limited',
]);

export interface EngineDeps {
  getConfig: () => ServiceConfig | Promise<ServiceConfig>;
  cache: ResponseCache;
  knowledge: PlanKnowledge;
  transport: TransportDeps;
  /** Hears the outcome of every call that reached the service (or failed to). */
  onOutcome?: (outcome: CallOutcome) => void;
  /**
   * Hears each request the service bills (billed-answer.ts), with the plan known once its
   * answer is read; never a cache hit or a call refused before it was sent.
   */
  onBilled?: (call: BilledCall) => void;
  /**
   * Asked before a request leaves (after the cache missed): throws an AppErrorException to keep
   * it (a budget reached, a call the window asked not to pay for), or lets it go and returns a
   * release to call once the call is counted. Never asked for a cache hit.
   */
  admit?: (call: BilledCall) => () => void;
}

/** One billed request: the endpoint's plan-table key and the plan as the plan checks know it. */
export interface BilledCall {
  endpoint: Endpoint;
  plan: PlanSetting;
}

export class ServiceEngine {
  readonly #deps: EngineDeps;
  readonly #flights = new SharedFlights();
  #identity = '';

  constructor(deps: EngineDeps) {
    this.#deps = deps;
  }

  get inFlight(): number {
    return this.#flights.size;
  }

  /** Reads the configuration once for one call, and forgets a plan learned under another key or service. */
  async begin(): Promise<CallContext> {
    const config = await this.#currentConfig();
    if (!config.apiKey) throw new AppErrorException(noKeyError());
    const known = this.#deps.knowledge.plan(config.plan);
    return {
      config,
      highestPlan: this.#deps.knowledge.pageCapPlan(config.plan),
      knownPlan: known === 'unknown' ? null : known,
    };
  }

  /** What the plan includes as far as known, for the current key and service. */
  async planAccess(demo: boolean): Promise<PlanAccess> {
    const config = await this.#currentConfig();
    return this.#deps.knowledge.summary(config.plan, config.dialect, demo);
  }

  /** The configuration in force, without the key check (for pacing and plan summaries). */
  async config(): Promise<ServiceConfig> {
    return this.#currentConfig();
  }

  async #currentConfig(): Promise<ServiceConfig> {
    const config = await this.#deps.getConfig();
    const identity = `${config.dialect}\n${config.baseUrl}\n${config.v1BaseUrl}\n${keyFingerprint(config.apiKey)}`;
    if (identity !== this.#identity) {
      this.#identity = identity;
      this.#deps.knowledge.reset();
    }
    return config;
  }

  /**
   * GET of an account resource (auto.dev's /usage): the same transport, pacing and key
   * handling, no cache and no plan check. The parsed JSON, or null when the service
   * did not answer with a readable 200.
   */
  async getAccountJson(url: string): Promise<unknown> {
    const context = await this.begin();
    refuseUnboundOrigin(context.config, url);
    const headers = { Accept: 'application/json', Authorization: `Bearer ${context.config.apiKey ?? ''}` };
    const result = await getWithRetries(this.#deps.transport, url, headers, new AbortController().signal);
    if (!result.ok || result.answer.status !== 200) return null;
    try {
      return readJsonAnswer(redactSecrets(result.answer.text, context.config.apiKey ? [context.config.apiKey] : []));
    } catch {
      return null;
    }
  }

  async fetch<T>(context: CallContext, request: ResourceRequest<T>): Promise<Fetched<T>> {
    const access = this.#deps.knowledge.access(context.config.plan, request.endpoint, context.config.dialect);
    if (access.known && !access.available) {
      throw new AppErrorException(planRequiredError(request.endpoint, access.planRequired));
    }
    const cacheKey = cacheKeyOf('GET', request.cacheUrl ?? request.url);
    // Two keys never share a flight; the fingerprint stays in memory.
    // A one-off call neither caches nor is served from the cache, so it never joins a cached call's flight.
    // A fresh call does not join one that may be answered from the cache either.
    const flightKey = `${cacheKey}:${keyFingerprint(context.config.apiKey)}${request.oneOff ? ':one-off' : ''}${request.fresh ? ':fresh' : ''}`;
    return this.#flights.run(
      flightKey,
      request.signal,
      (signal) => this.#load(context, request, cacheKey, signal),
      () => new AppErrorException(cancelledError()),
    );
  }

  async #load<T>(
    context: CallContext,
    request: ResourceRequest<T>,
    cacheKey: string,
    signal: AbortSignal,
  ): Promise<Fetched<T>> {
    const { cache, transport, knowledge } = this.#deps;
    const now = transport.now();
    const cached = request.fresh || request.oneOff ? null : await cache.get(cacheKey);
    const cachedData = cached ? await request.parse(cached.body) : null;
    if (
      cached &&
      cachedData?.success &&
      cached.fetchedAt <= now &&
      now - cached.fetchedAt < CACHE_TTL_MS[request.endpoint]
    ) {
      return { data: cachedData.data, stale: false, fetchedAt: new Date(cached.fetchedAt).toISOString() };
    }

    const fallback = (error: AppError): Fetched<T> => {
      if (cached && cachedData?.success && OFFLINE_KINDS.has(error.kind)) {
        transport.log(`serving the cached answer (${error.kind})`);
        return { data: cachedData.data, stale: true, fetchedAt: new Date(cached.fetchedAt).toISOString() };
      }
      throw new AppErrorException(error);
    };

    // The key goes with every request, in the header or (auto.dev's v1) in the URL itself.
    refuseUnboundOrigin(context.config, request.url);
    let release: () => void;
    try {
      release = this.#deps.admit?.({ endpoint: request.endpoint, plan: knowledge.plan(context.config.plan) }) ?? noop;
    } catch (error) {
      if (error instanceof AppErrorException) return fallback(error.appError);
      throw error;
    }
    const headers: Record<string, string> = { Accept: 'application/json' };
    if (request.bearer !== false) headers.Authorization = `Bearer ${context.config.apiKey ?? ''}`;
    let billed = 0;
    try {
      const result = await getWithRetries(transport, request.url, headers, signal, (retried) => {
        if (isBilledStatus(retried)) billed++;
      });
      if (result.ok && isBilledStatus(result.answer.status)) billed++;
      return await this.#read(context, request, cacheKey, result, fallback);
    } finally {
      // After the answer is read: it may name the plan, whose prices apply (row 26).
      const plan = knowledge.plan(context.config.plan);
      for (let i = 0; i < billed; i++) this.#deps.onBilled?.({ endpoint: request.endpoint, plan });
      release();
    }
  }

  async #read<T>(
    context: CallContext,
    request: ResourceRequest<T>,
    cacheKey: string,
    result: TransportResult,
    fallback: (error: AppError) => Fetched<T>,
  ): Promise<Fetched<T>> {
    const { cache, transport, knowledge } = this.#deps;
    const dialect = dialectOf(context.config.dialect);
    if (!result.ok) {
      this.#deps.onOutcome?.({ ok: false, error: result.error });
      return fallback(result.error);
    }
    const { status } = result.answer;
    // A service that echoes the key (in an error message, a link, a header) must not
    // carry it into the cache, the logs or the renderer: it is cut out, in every form
    // it can take, before anything reads the answer, and such an answer is never cached.
    const secrets = context.config.apiKey ? [context.config.apiKey] : [];
    const text = redactSecrets(result.answer.text, secrets);
    const echoedKey = text !== result.answer.text;
    const answerHeaders = redactedHeaders(result.answer.headers, secrets);

    let body: unknown = noPhotosBody(request.endpoint, status);
    const succeeded = (status >= 200 && status < 300) || body !== null;
    if (body === null) {
      try {
        body = readJsonAnswer(text);
      } catch (error) {
        if (succeeded) {
          const why = error instanceof AnswerTooDeepError ? error.message : 'The body is not JSON.';
          transport.log(`/${request.endpoint}: the answer is not usable JSON (status ${status}): ${why}`);
          throw new AppErrorException(badResponseError(status, why));
        }
        body = undefined;
      }
    }

    if (!succeeded) {
      const info = dialect.readError(request.endpoint, status, body);
      const error = normalizeHttpError({
        endpoint: request.endpoint,
        status,
        info,
        headers: answerHeaders,
        now: transport.now(),
        dialect: dialect.name,
        ...(dialect.upgradeUrl ? { defaultUpgradeUrl: dialect.upgradeUrl } : {}),
      });
      if (error.kind === 'plan-required') {
        knowledge.learnExcluded(request.endpoint, error.planRequired, error.upgradeUrl);
        if (info?.currentPlan)
          knowledge.learnPlan(info.currentPlan, 'service-refusal', request.endpoint, transport.now());
      }
      if (error.kind === 'unauthorized') knowledge.reset();
      // Reported as it is: the connection tracker decides what a refusal proves about the key.
      this.#deps.onOutcome?.({ ok: false, error });
      return fallback(error);
    }
    this.#deps.onOutcome?.({ ok: true });

    const named = dialect.planFromAnswer(body);
    if (named) knowledge.learnPlan(named, 'service-user', request.endpoint, transport.now());
    const normalized = dialect.normalizeAnswer(request.shape ?? request.endpoint, body, request.vin);
    const parsed = await request.parse(normalized);
    if (!parsed.success) {
      // The field path, never the key or the body: enough to find what changed at the service.
      transport.log(
        `/${request.endpoint}: the answer did not match: ${parsed.error.replace(/\s+/g, ' ').slice(0, 300)}`,
      );
      throw new AppErrorException(badResponseError(status, parsed.error));
    }
    if (parsed.degraded && parsed.degraded.length > 0) {
      // Shown as "—" on screen; the paths say what the service sent that VinDesk could not read.
      transport.log(`/${request.endpoint}: shown without ${parsed.degraded.slice(0, 10).join(', ')}`);
    }
    knowledge.learnIncluded(request.endpoint);
    const fetchedAt = transport.now();
    if (echoedKey || redactedHeaderCount(result.answer.headers, secrets) > 0) {
      transport.log(`/${request.endpoint}: the answer echoed the API key; it was redacted and not cached`);
    } else if (!request.oneOff) {
      // Not waited for: the cache holds the answer in memory at once and writes it to disk
      // behind the answer (response-cache.ts). put logs its own failures; this catch only
      // keeps a surprise from going unhandled.
      cache
        .put(cacheKey, { endpoint: request.endpoint, fetchedAt, ...originField(request.url), body: normalized })
        .catch(() => transport.log(`/${request.endpoint}: the answer could not be cached`));
    }
    return { data: parsed.data, stale: false, fetchedAt: new Date(fetchedAt).toISOString() };
  }
}

const noop = () => undefined;

/** The origin an answer came from, kept with it in the cache (response-cache.ts CacheEntry.origin); never a path or query. */
function originField(url: string): { origin?: string } {
  const origin = originOf(url);
  return origin ? { origin } : {};
}

/** Stops a request before it leaves when the key is not bound to its origin. */
function refuseUnboundOrigin(config: ServiceConfig, url: string): void {
  const refusal = keyOriginRefusal(config.keyOrigins, url);
  if (refusal) throw new AppErrorException(refusal);
}

/** A short one-way fingerprint of the key: tells keys apart in memory, reveals nothing. */
function keyFingerprint(apiKey: string | null): string {
  return apiKey ? createHash('sha256').update(apiKey).digest('hex').slice(0, 16) : '-';
}

/** The answer's headers with every secret cut out (a service may echo the key in x-request-id). */
function redactedHeaders(headers: Headers, secrets: readonly string[]): Headers {
  const copy = new Headers();
  headers.forEach((value, name) => copy.set(name, redactSecrets(value, secrets)));
  return copy;
}

function redactedHeaderCount(headers: Headers, secrets: readonly string[]): number {
  let count = 0;
  headers.forEach((value) => {
    if (redactSecrets(value, secrets) !== value) count++;
  });
  return count;
}
