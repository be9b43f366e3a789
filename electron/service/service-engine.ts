import { createHash } from 'node:crypto';
import { AppErrorException, type AppError } from '../../shared/ipc/app-error';
import type { Endpoint, Plan } from '../../shared/plan/plan-access';
import type { Fetched, PlanAccess } from '../../shared/schemas/fetched';
import { cacheKeyOf } from './cache-key';
import { CACHE_TTL_MS } from './cache-policy';
import type { ResponseCache } from './response-cache';
import type { ServiceConfig } from './service-config';
import { SharedFlights } from './shared-flights';
import { getWithRetries, type TransportDeps } from './service-transport';
import type { PlanKnowledge } from './plan-knowledge';
import type { BodyParser } from './parse-body';
import { badResponseError, cancelledError, noKeyError, normalizeHttpError, planRequiredError } from './normalize-error';
import { noPhotosBody } from './spec-quirks';

// The path every request takes: plan check, fresh cache, shared flight, transport
// with retries, error normalisation, and the offline fallback to the last good answer.

export interface CallContext {
  config: ServiceConfig;
  /** The largest plan the account may have (the configured one, or learned bounds). */
  highestPlan: Plan;
  /** The plan known for sure, or null. */
  knownPlan: Plan | null;
}

export interface ResourceRequest<T> {
  endpoint: Endpoint;
  url: string;
  parse: BodyParser<T>;
  signal: AbortSignal | undefined;
}

/** Failures where the service could not give an answer now: the cached one is better than none. */
const OFFLINE_KINDS: ReadonlySet<AppError['kind']> = new Set(['network', 'timeout', 'unavailable', 'rate-limited']);

export interface EngineDeps {
  getConfig: () => ServiceConfig | Promise<ServiceConfig>;
  cache: ResponseCache;
  knowledge: PlanKnowledge;
  transport: TransportDeps;
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
      highestPlan: this.#deps.knowledge.highestPossible(config.plan),
      knownPlan: known === 'unknown' ? null : known,
    };
  }

  /** What the plan includes as far as known, for the current key and service. */
  async planAccess(): Promise<PlanAccess> {
    const config = await this.#currentConfig();
    return this.#deps.knowledge.summary(config.plan);
  }

  async #currentConfig(): Promise<ServiceConfig> {
    const config = await this.#deps.getConfig();
    const identity = `${config.baseUrl}\n${config.v1BaseUrl}\n${keyFingerprint(config.apiKey)}`;
    if (identity !== this.#identity) {
      this.#identity = identity;
      this.#deps.knowledge.reset();
    }
    return config;
  }

  async fetch<T>(context: CallContext, request: ResourceRequest<T>): Promise<Fetched<T>> {
    const access = this.#deps.knowledge.access(context.config.plan, request.endpoint);
    if (access.known && !access.available) {
      throw new AppErrorException(planRequiredError(request.endpoint, access.planRequired));
    }
    const cacheKey = cacheKeyOf('GET', request.url);
    // Two keys never share a flight; the fingerprint stays in memory.
    const flightKey = `${cacheKey}:${keyFingerprint(context.config.apiKey)}`;
    return this.#flights.run(
      flightKey,
      request.signal,
      (signal) => this.#load(context, request, cacheKey, signal),
      () => new AppErrorException(cancelledError()),
    );
  }

  async #load<T>(context: CallContext, request: ResourceRequest<T>, cacheKey: string, signal: AbortSignal): Promise<Fetched<T>> {
    const { cache, transport, knowledge } = this.#deps;
    const now = transport.now();
    const cached = await cache.get(cacheKey);
    const cachedData = cached ? request.parse(cached.body) : null;
    if (cached && cachedData?.success && cached.fetchedAt <= now && now - cached.fetchedAt < CACHE_TTL_MS[request.endpoint]) {
      return { data: cachedData.data, stale: false, fetchedAt: new Date(cached.fetchedAt).toISOString() };
    }

    const fallback = (error: AppError): Fetched<T> => {
      if (cached && cachedData?.success && OFFLINE_KINDS.has(error.kind)) {
        transport.log(`serving the cached answer (${error.kind})`);
        return { data: cachedData.data, stale: true, fetchedAt: new Date(cached.fetchedAt).toISOString() };
      }
      throw new AppErrorException(error);
    };

    const headers: Record<string, string> = {
      Authorization: `Bearer ${context.config.apiKey ?? ''}`,
      Accept: 'application/json',
      // The spec's sample requests send it; harmless on a GET.
      'Content-Type': 'application/json',
    };
    const result = await getWithRetries(transport, request.url, headers, signal);
    if (!result.ok) return fallback(result.error);
    const { status } = result.answer;
    // A service that echoes the key (in an error message, a link) must not carry it
    // into the cache, the logs or the renderer: it is cut out before anything reads the body.
    const text = redactKey(result.answer.text, context.config.apiKey);

    let body: unknown = noPhotosBody(request.endpoint, status);
    const succeeded = (status >= 200 && status < 300) || body !== null;
    if (body === null) {
      try {
        body = JSON.parse(text);
      } catch {
        if (succeeded) throw new AppErrorException(badResponseError(status, 'The body is not JSON.'));
        body = undefined;
      }
    }

    if (!succeeded) {
      const error = normalizeHttpError({ endpoint: request.endpoint, status, body, headers: result.answer.headers, now: transport.now() });
      if (error.kind === 'plan-required') knowledge.learnExcluded(request.endpoint);
      if (error.kind === 'unauthorized') knowledge.reset();
      return fallback(error);
    }

    const parsed = request.parse(body);
    if (!parsed.success) throw new AppErrorException(badResponseError(status, parsed.error));
    knowledge.learnIncluded(request.endpoint);
    const fetchedAt = transport.now();
    await cache.put(cacheKey, { endpoint: request.endpoint, fetchedAt, body });
    return { data: parsed.data, stale: false, fetchedAt: new Date(fetchedAt).toISOString() };
  }
}

/** A short one-way fingerprint of the key: tells keys apart in memory, reveals nothing. */
function keyFingerprint(apiKey: string | null): string {
  return apiKey ? createHash('sha256').update(apiKey).digest('hex').slice(0, 16) : '-';
}

function redactKey(text: string, apiKey: string | null): string {
  if (!apiKey) return text;
  // The key as written and as JSON would escape it (a key may hold " or \).
  const forms = new Set([apiKey, JSON.stringify(apiKey).slice(1, -1)]);
  let out = text;
  for (const form of forms) if (out.includes(form)) out = out.split(form).join('[redacted]');
  return out;
}
