import type { EndpointId } from '../../shared/service/endpoint-table';
import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import type { AppInfo } from '../../shared/ipc/app-channels';
import type { SheetName } from '../../shared/ipc/events';
import type { SweepService } from '../../shared/ipc/sweep-channels';
import type { Settings } from '../../shared/settings/settings-schema';
import { appError, AppErrorException } from '../../shared/ipc/app-error';
import { createRouter, type HandlerMap, type Router } from '../platform/ipc/router';
import { KeyService } from '../platform/keychain/key-service';
import { KeyOriginBinding } from '../platform/keychain/key-origin-binding';
import { keyOriginRefusal } from '../platform/keychain/key-origins';
import type { KeyStore } from '../platform/keychain/key-store';
import { MAX_SANDBOX_DAY, startSandbox, type SandboxOptions } from '../../sandbox/start-sandbox';
import { demoDay } from './demo-day';
import { createSenderCheck } from '../platform/security/trusted-sender';
import { createServiceClient } from '../service/create-service-client';
import { createServiceHandlers } from '../service/service-handlers';
import { SettingsStore } from '../platform/settings/settings-store';
import { headlessDesktop, type DesktopPorts } from '../platform/desktop/desktop-ports';
import { createDocumentHandlers } from '../features/documents/document-handlers';
import { parseDeepLink } from '../platform/desktop/deep-link';
import { createPhotoFetcher } from '../features/photos/photo-fetcher';
import { IssuedPhotoUrls } from '../service/issued-photo-urls';
import { createListingToolsHandlers } from '../features/listing-tools/listing-tools-handlers';
import { SavedSearchStore } from '../features/listing-tools/saved-search-store';
import { createSweepHandlers } from '../features/sweep/sweep-handlers';
import { createBarcodeHandlers } from '../features/barcode/barcode-handlers';
import { Watchlist } from '../features/watchlist/watchlist';
import { DEMO_SOURCE } from '../features/watchlist/watchlist-source';
import { createGeoHandlers } from '../features/geo/geo-handlers';
import { createNearestListingsHandlers } from '../features/nearest/nearest-handlers';
import { createDealRatingHandlers } from '../features/deal-rating/deal-rating-handlers';
import { createWatchlistHandlers } from '../features/watchlist/watchlist-handlers';
import { createOfflineDecodeHandlers } from '../features/offline-decode/offline-decode-handlers';
import { createOfflineDecodeHost } from '../features/offline-decode/offline-decode-host';
import { inProcessDecode } from '../features/offline-decode/in-process-decode';
import type { SpawnChild } from '../../node/child-process/child-port';
import type { VpicParentMessage } from '../../node/vpic/vpic-protocol';
import { SweepRunner } from '../features/sweep/sweep-runner';
import { createPhotoHandlers } from '../features/photos/photo-handlers';
import { createVehiclePageHandlers } from '../features/vehicle-page/vehicle-page-handlers';
import { createAppHandlers } from './app-handlers';
import { databaseMarketStores, memoryMarketStores } from '../features/market/market-store';
import { createMarketRecorder } from '../features/market/market-observer';
import { createMarketHandlers } from '../features/market/market-handlers';
import { databaseAlertStore, memoryAlertStore } from '../features/alerts/alert-store';
import { createAlertHandlers } from '../features/alerts/alert-handlers';
import { createPriceAlertCheck } from './price-alert-check';
import { createSearchAlertCheck } from './search-alert-check';
import { refreshMarket } from '../features/market/market-refresh';
import { createDealerLotHandlers } from '../features/dealer-lot/dealer-lot-handlers';
import { seenDealers, seenDealerZip } from '../features/dealer-lot/seen-dealer-zip';
import { locateZip } from '../../node/geo/zip-location';
import { createUpdateHandlers } from '../platform/updates/update-handlers';
import { createUpdateService, type UpdateService } from '../platform/updates/update-service';
import { EventHub, type EventListener } from '../platform/events/event-hub';
import { ConnectionTracker } from './connection-tracker';
import { ServiceTarget, type SandboxLauncher } from './service-target';
import { createSpendEstimateHandlers } from '../features/spend/spend-estimate-handlers';
import { createSpendHandlers } from '../features/spend/spend-handlers';
import { activityOfChannel, clientWithActivity, withActivity, withCallScope } from '../service/call-activity';
import { handlersAs } from './handlers-as';
import { openSpendSetup } from './spend-setup';
import { OWNER_ONLY_FOLDER } from '../platform/fs/owner-only';
import { removeStaleTemps } from '../platform/fs/stale-temps';
import type { TempFileLog } from '../platform/fs/atomic-write';
import { UnfinishedTemps } from '../platform/fs/unfinished-temps';

export interface MainContextOptions {
  /** Where settings, the response cache and the demo dataset live. */
  userDataDir: string;
  keyStore: KeyStore;
  /** The process environment; VINDESK_API_KEY is read from it. */
  env?: Record<string, string | undefined>;
  /** The page main trusts as the IPC sender. */
  appUrl: string;
  sandbox?: Omit<SandboxOptions, 'onProgress'>;
  /**
   * Starts the demo sandbox: main.ts passes one that runs it in its own process
   * (electron/app/sandbox-host/); default in this process (tests put a recording proxy in front).
   */
  startSandbox?: SandboxLauncher;
  /**
   * Starts the vPIC decoder's process (vpic-process/): main.ts passes a utilityProcess,
   * the bench a fork of the built entry. Without it vPIC is opened in this process (tests).
   */
  spawnOfflineDecoder?: SpawnChild<VpicParentMessage>;
  openExternal?: (url: string) => Promise<void>;
  /** Save dialog, printing and notifications; without it saving is cancelled and nothing is shown. */
  desktop?: DesktopPorts;
  version?: string;
  platform?: string;
  logError?: (scope: string, error: unknown) => void;
  /** Diagnostic lines of the service client (method, host, path, status, timing; never the key). */
  logLine?: (scope: string, line: string) => void;
  /** main.ts passes the update service; without one (tests, Node) updates are off, no feed named. */
  updates?: UpdateService;
}

export interface MainContext {
  router: Router;
  onEvent(listener: EventListener): () => void;
  readonly sandboxUrl: string | null;
  /**
   * Sends the window to where a vindesk: link points (app.navigate). A bad link changes
   * nothing and returns the reason in plain words, for main to show in a dialog.
   */
  openDeepLink(url: string): { ok: true } | { ok: false; message: string };
  /** Asks the window to open a sheet over the current screen (the menu's Help → Keyboard Shortcuts). */
  openSheet(sheet: SheetName): void;
  /** The settings in force (main's own use: the updater's feed). */
  settings(): Settings;
  /** The secrets the log must never hold: the API key in force, if any. Never sent over IPC. */
  secrets(): string[];
  /** Resolves once the answers received so far are in the disk cache, which is written behind them. */
  cacheWritten(): Promise<void>;
  /** Where exports list their temp files while they exist; the menu's "Save as PDF…" lists its own there too. */
  readonly exportTemps: TempFileLog;
  close(): Promise<void>;
  /** What close() is waiting on, in a few words for the log; null when it is not closing or is done. */
  closingStep(): string | null;
  /**
   * For a quit that cannot wait any longer for close(): writes the spend queue and closes the
   * database now, so no billed call goes unrecorded whatever close() was still waiting on.
   */
  closeNow(): void;
}

/**
 * Everything main does apart from Electron itself: settings, key, demo sandbox, the
 * service client and the IPC router. Electron's main.ts and the e2e harness both
 * build the app through this one function, so tests run the real handlers.
 */
/**
 * Open recalls are asked with `recalls: true` by the VIN page, the sweep and the watchlist
 * alike, so one answer per VIN per day serves all three (issue #35): an estimate looks for
 * that very cache entry.
 */
function sharedRecallInput(endpoint: EndpointId): Readonly<Record<string, unknown>> {
  return endpoint === 'vehicle.openRecalls' ? { recalls: true } : {};
}

/** A base URL's origin, or the URL itself when it cannot be parsed (settings validate it, so rarely). */
function originOf(baseUrl: string): string {
  try {
    return new URL(baseUrl).origin;
  } catch {
    return baseUrl.slice(0, 200) || 'unknown';
  }
}

/**
 * The service a recall sweep's answers come from: the demo sandbox (its port changes each
 * launch, so it is named 'demo'), or the live service's origin from Settings.
 */
function sweepServiceOf(mode: 'demo' | 'live', baseUrl: string): SweepService {
  return mode === 'demo' ? { mode, origin: 'demo' } : { mode, origin: originOf(baseUrl) };
}

export async function createMainContext(options: MainContextOptions): Promise<MainContext> {
  // userData is the user's alone, and what a crash left half-written there goes before
  // anything is read or written (issue 37 item 7). An existing folder keeps its mode.
  await mkdir(options.userDataDir, { recursive: true, mode: OWNER_ONLY_FOLDER });
  await removeStaleTemps(['', 'response-cache', 'demo-data'].map((folder) => join(options.userDataDir, folder)));
  // Exports write a temp file beside the person's chosen file; one a crash left there goes too.
  const exportTemps = new UnfinishedTemps(join(options.userDataDir, 'unfinished-exports.json'));
  await exportTemps.removeLeftovers();
  const events = new EventHub();
  const settings = new SettingsStore(options.userDataDir);
  await settings.load();
  const keys = new KeyService({ keychain: options.keyStore, envKey: options.env?.VINDESK_API_KEY });
  await keys.load();
  const desktop = options.desktop ?? headlessDesktop;
  // The key goes only to the origins it was saved or confirmed for; main asks before any other.
  const keyOrigins = new KeyOriginBinding({
    settings,
    keys,
    confirm: (question) => desktop.confirmKeyOrigin?.(question) ?? Promise.resolve(false),
  });

  const target = new ServiceTarget({
    getKey: () => keys.currentKey(),
    getSettings: () => settings.get(),
    keyOrigins: () => keyOrigins.rule(),
    startSandbox: async (sandboxOptions) => {
      const launch = options.startSandbox ?? startSandbox;
      if (sandboxOptions.day !== undefined) return launch(sandboxOptions);
      // The demo moves over real days (demo-day.ts); without the date kept it shows day 0.
      const day = await demoDay(options.userDataDir, MAX_SANDBOX_DAY).catch((error: unknown) => {
        options.logError?.('sandbox', error);
        return 0;
      });
      return launch({ ...sandboxOptions, day });
    },
    sandboxOptions: { cacheDir: join(options.userDataDir, 'demo-data'), ...options.sandbox },
    onStateChange: () => events.emit('app.changed', appInfo()),
    // The window shows main's notices with the settings (see useSettingsNotice).
    onNotice: (notice) => {
      settings.addNotice(notice);
      events.emit('settings.changed', keyOrigins.snapshot());
    },
  });

  const connection = new ConnectionTracker(() => events.emit('app.changed', appInfo()));

  function appInfo(): AppInfo {
    const info: AppInfo = {
      version: options.version ?? '0.0.0',
      mode: target.mode,
      plan: target.plan,
      dialect: target.dialect,
      platform: options.platform ?? process.platform,
      connection: target.mode === 'demo' ? { state: 'demo' } : connection.state(target.config()),
    };
    const sandbox = target.sandboxState;
    if (target.mode === 'demo' && sandbox) info.sandbox = sandbox;
    return info;
  }

  const issuedPhotos = new IssuedPhotoUrls();
  // What the service bills, counted here since no answer reports it (docs/real-service.md row 27).
  const spend = openSpendSetup({
    userDataDir: options.userDataDir,
    isDemo: () => target.mode === 'demo',
    spendSettings: () => settings.get().spend,
    ...(options.logError ? { logError: options.logError } : {}),
  });

  // Every listing received is kept as a sighting (issue #39): the market's only source. Kept
  // apart by the service that sent it, named as the watchlist names it: demo sightings never
  // show in a live history or market, nor live ones in the demo.
  const marketStores = spend.database ? databaseMarketStores(spend.database.connection) : memoryMarketStores;
  const marketSource = () => (target.mode === 'demo' ? DEMO_SOURCE.origin : originOf(target.config().baseUrl));
  const marketInForce = () => marketStores.of(marketSource());
  const market = createMarketRecorder({
    store: marketInForce,
    locateZip,
    ...(spend.database ? { wrote: spend.database.checkpoint.wrote } : {}),
    ...(options.logError ? { logError: options.logError } : {}),
  });

  const client = createServiceClient({
    // Read per call so a key, plan or base-URL change applies to the very next request.
    // In demo mode the first call waits for the sandbox to finish starting.
    getConfig: async () => {
      try {
        await target.ready();
      } catch (error) {
        throw new AppErrorException(
          appError(
            'unavailable',
            'DEMO_DATA_UNAVAILABLE',
            'The demo data could not be prepared, so demo lookups are unavailable.',
            {
              suggestion: 'Restart VinDesk, or add an API key in Settings to use the live service.',
              service: { message: error instanceof Error ? error.message : String(error) },
            },
          ),
        );
      }
      return target.config();
    },
    cacheDir: join(options.userDataDir, 'response-cache'),
    log: (line) => options.logLine?.('service', line),
    onOutcome: (outcome) => {
      if (target.mode === 'live') connection.record(target.config(), outcome);
    },
    isDemo: () => target.mode === 'demo',
    onBilled: (call) => spend.onBilled(call),
    admit: (call) => spend.admit(call),
    issuedPhotos,
    observeListings: market.observe,
  });

  const spendEstimator = spend.estimator({
    plan: async () => (await client.planAccess()).plan,
    call: async (endpoint, input) => (await client.call(endpoint, input as never)) as { stale?: boolean },
  });

  // The same vPIC cache folder as the demo sandbox, so the indexed database is built once;
  // one decoder for the window's offline decode and the sweep's vehicle names. It runs in a
  // process of its own, started on the first decode: vPIC's memory and its synchronous
  // queries stay off main (docs/architecture.md, "The processes beside main").
  const vpicCacheDir = options.sandbox?.cacheDir ?? join(options.userDataDir, 'demo-data');
  const vpicPrebuiltDir = options.sandbox?.prebuiltDir;
  const offlineDecoder = options.spawnOfflineDecoder
    ? createOfflineDecodeHost({
        spawn: options.spawnOfflineDecoder,
        cacheDir: vpicCacheDir,
        ...(vpicPrebuiltDir ? { prebuiltDir: vpicPrebuiltDir } : {}),
      })
    : null;
  const decodeOffline = offlineDecoder?.decode ?? inProcessDecode(vpicCacheDir, vpicPrebuiltDir);
  const sweep = new SweepRunner({
    userDataDir: options.userDataDir,
    database: spend.database,
    service: () => sweepServiceOf(target.mode, settings.get().baseUrl),
    describe: async (vin) => (await decodeOffline(vin))?.vehicle ?? null,
    client: clientWithActivity(client, 'sweep'),
    // The plan the client knows, learned from answers too; an unknown plan tries open recalls
    // and turns to recalls when refused for the plan (sweep-runner.ts).
    plan: async () => (await client.planAccess()).plan,
    estimate: (endpoint, vins) => spendEstimator.forVins(endpoint, vins, sharedRecallInput(endpoint)),
    onChange: (status) => events.emit('sweep.changed', status),
    chooseSavePath: (suggestedName) =>
      desktop.chooseSavePath({ suggestedName, filter: { name: 'CSV spreadsheet', extensions: ['csv'] } }),
    exportTemps,
  });
  await sweep.load();
  // A key cleared or added (app.changed), or another address in Settings: a sweep goes on only
  // on the service it was started on (issue 37 item 5).
  const stopServiceWatch = events.on((name) => {
    if (name === 'app.changed' || name === 'settings.changed') void sweep.serviceChanged();
  });
  // A sweep paused at a budget goes on when the budget may allow it: raised in Settings, or a
  // new day or month begun (checked each minute; a check still refused spends nothing).
  const stopBudgetWatch = events.on((name) => {
    if (name === 'settings.changed') void sweep.budgetMayAllow();
  });
  const budgetTimer = setInterval(() => void sweep.budgetMayAllow(), 60_000);
  budgetTimer.unref();
  // Price-drop and new-match alerts (issue #39 item 3): kept for the in-app list, each also a desktop notification.
  const alerts = spend.database ? databaseAlertStore(spend.database.connection) : memoryAlertStore();
  const raiseAlert = (alert: Parameters<typeof alerts.add>[0]) => {
    alerts.add(alert);
    events.emit('alerts.changed', alerts.list());
  };
  const marketClient = clientWithActivity(client, 'market');
  // The listing as last seen, including answers just returned whose sightings are still queued.
  const seenListing = (vin: string) => {
    market.flush();
    return marketInForce().listing(vin);
  };
  const savedSearches = new SavedSearchStore(options.userDataDir);
  await savedSearches.load();
  const watchlist = new Watchlist({
    userDataDir: options.userDataDir,
    database: spend.database,
    client: clientWithActivity(client, 'watchlist'),
    notify: (notification) => desktop.notify(notification),
    onChange: (list) => events.emit('watchlist.changed', list),
    schedule: () => settings.get().watchlistSchedule,
    negotiated: () => settings.get().spend.prices,
    demo: () => target.mode === 'demo',
    // Where checks go now, as the client chooses per call (target.config()): statuses from one
    // source are never checked against another (issue 37 item 5). The sandbox's port changes
    // each launch, so demo is one source whatever its address.
    source: () => (target.mode === 'demo' ? DEMO_SOURCE : { mode: 'live', origin: originOf(target.config().baseUrl) }),
    estimate: (endpoint, vins) => spendEstimator.forVins(endpoint, vins, sharedRecallInput(endpoint)),
    // A VIN's price check is market work: billed and counted under activity "market".
    priceCheck: createPriceAlertCheck({
      listing: seenListing,
      search: (input, signal, searchOptions) => marketClient.searchListings(input, signal, searchOptions),
      raise: raiseAlert,
      notify: (notification) => desktop.notify(notification),
    }),
    // Saved searches' alerts ride the same schedule, each search one listings call under "market".
    searchCheck: createSearchAlertCheck({
      searches: () => savedSearches.list(),
      // The window is told of each search's alert state: a check answered, or the spend guard refused it.
      noteAlertCheck: async (id, vins) => {
        await savedSearches.noteAlertCheck(id, vins);
        events.emit('savedSearches.changed', [{ id, alertHeld: null }]);
      },
      noteAlertHeld: async (id, held) => {
        await savedSearches.noteAlertHeld(id, held);
        events.emit('savedSearches.changed', [{ id, alertHeld: held }]);
      },
      listing: seenListing,
      search: (input, signal, searchOptions) => marketClient.searchListings(input, signal, searchOptions),
      raise: raiseAlert,
      notify: (notification) => desktop.notify(notification),
    }),
    searchAlerts: async () => (await savedSearches.list()).filter((search) => search.alert).length,
  });
  await watchlist.load();
  // A budget raised (or any settings change) lets checks a budget paused carry on at once; the
  // key back (the app's mode changed) lets checks paused for a change of service carry on.
  events.on((name) => {
    if (name === 'settings.changed') void watchlist.budgetMayAllow();
    if (name === 'app.changed' || name === 'keychain.changed') void watchlist.serviceMayAllow();
  });

  // A damaged store was moved aside, not overwritten: the person is told once where it is.
  for (const store of [sweep, watchlist, savedSearches]) settings.addNotice(store.damagedNotice);
  settings.addNotice(watchlist.unsavedNotice);
  settings.addNotice(sweep.storageNotice);

  const handlers: HandlerMap = {
    ...createAppHandlers({
      keys,
      keyOrigins,
      target,
      events,
      appInfo,
      checkKey: () => withActivity('key-check', () => client.checkKey()),
      openExternal: options.openExternal ?? (async () => undefined),
    }),
    ...createServiceHandlers(client),
    ...createDocumentHandlers(desktop, {
      getListing: (vin, signal) => client.getListing(vin, signal),
      temps: exportTemps,
    }),
    ...createSweepHandlers(sweep),
    ...createBarcodeHandlers(),
    ...createUpdateHandlers(
      options.updates ??
        createUpdateService({ feed: null, platform: options.platform ?? process.platform, log: () => undefined }),
    ),
    ...createWatchlistHandlers(watchlist),
    ...createGeoHandlers(),
    ...createNearestListingsHandlers(clientWithActivity(client, 'search')),
    ...createDealRatingHandlers(clientWithActivity(client, 'deal-rating')),
    ...createOfflineDecodeHandlers(decodeOffline),
    ...handlersAs(
      createListingToolsHandlers({
        client,
        store: savedSearches,
        desktop,
        events,
        estimateCalls: (endpoint, calls) => spendEstimator.forCalls(endpoint, calls),
        temps: exportTemps,
        onAlertsChanged: () => watchlist.costChanged(),
        checkAlertNow: (id) => watchlist.checkSearchNow(id),
      }),
      // A saved search's "Check now" is an alert check: "market", as its scheduled checks are.
      (channel) =>
        channel === 'listings.exportCsv' ? 'export' : channel === 'savedSearches.checkNow' ? 'market' : 'search',
    ),
    ...createSpendHandlers({
      ledger: spend.ledger,
      live: () => target.mode === 'live',
      plan: async () => (await client.planAccess()).plan,
      usage: () => client.readUsage(),
      chooseSavePath: (suggestedName) =>
        desktop.chooseSavePath({ suggestedName, filter: { name: 'CSV spreadsheet', extensions: ['csv'] } }),
      temps: exportTemps,
    }),
    ...createSpendEstimateHandlers(spendEstimator),
    ...createMarketHandlers({
      store: marketInForce,
      clearAll: () => marketStores.clearAll(),
      flush: market.flush,
      client: marketClient,
    }),
    ...createAlertHandlers(alerts, (list) => events.emit('alerts.changed', list)),
    // A dealer's lot (issue #39 item 5) reads the market store of the source in force and refreshes
    // through the market's own refresh; every call it makes is counted under "market".
    ...createDealerLotHandlers({
      client: marketClient,
      market: {
        listing: seenListing,
        comparablesFor: (subject, radiusMiles, now) => {
          market.flush();
          return marketInForce().comparablesFor(subject, radiusMiles, now);
        },
      },
      refresh: (vin, signal) =>
        refreshMarket({ store: marketInForce, flush: market.flush }, marketClient, vin, undefined, signal),
      estimateCalls: (endpoint, calls) => spendEstimator.forCalls(endpoint, calls),
      seenZip: spend.database ? seenDealerZip(spend.database.connection, marketSource) : () => null,
      seenDealers: spend.database ? seenDealers(spend.database.connection, marketSource) : () => [],
      chooseSavePath: (suggestedName) =>
        desktop.chooseSavePath({ suggestedName, filter: { name: 'CSV spreadsheet', extensions: ['csv'] } }),
      temps: exportTemps,
    }),
    ...createPhotoHandlers(
      createPhotoFetcher({
        issued: issuedPhotos,
        getTarget: async () => {
          await target.ready();
          const { baseUrl, apiKey, keyOrigins: rule } = target.config();
          // A photo on the service's own origin gets the key only where a lookup would.
          return {
            baseUrl,
            apiKey: keyOriginRefusal(rule, baseUrl) ? null : apiKey,
            // Only the embedded sandbox's own photos skip the address rules (issue 37, item 6).
            sandboxOrigin: target.sandboxUrl,
          };
        },
      }),
      { thumbnailDir: join(options.userDataDir, 'thumbnails') },
    ),
    ...createVehiclePageHandlers({
      handlers: () => handlers,
      defaultZip: () => settings.get().defaultZip,
      log: (line) => options.logLine?.('vehicle-page', line),
    }),
  };

  const router = createRouter(handlers, {
    isTrustedSender: createSenderCheck(options.appUrl),
    logError: options.logError,
    // The window's own word wins; without one, the channel says what the person is doing.
    runAs: (channel, { activity, cachedOnly }, run) =>
      withCallScope({ activity: activity ?? activityOfChannel(channel), cachedOnly }, run),
  });

  // Start preparing demo data at once so the first lookup does not wait for it.
  if (target.mode === 'demo') target.ensureSandbox().catch((error: unknown) => options.logError?.('sandbox', error));

  let closingStep: string | null = null;
  return {
    router,
    onEvent: (listener) => events.on(listener),
    get sandboxUrl() {
      return target.sandboxUrl;
    },
    openDeepLink(url) {
      const link = parseDeepLink(url);
      if (!link.ok) return { ok: false, message: link.message };
      events.emit('app.navigate', link.route);
      return { ok: true };
    },
    openSheet: (sheet) => events.emit('app.openSheet', sheet),
    settings: () => settings.get(),
    secrets() {
      const key = keys.currentKey();
      return key ? [key] : [];
    },
    cacheWritten: () => client.settled(),
    exportTemps,
    async close() {
      router.cancelAll();
      clearInterval(budgetTimer);
      stopBudgetWatch();
      stopServiceWatch();
      closingStep = 'the recall sweep';
      await sweep.close();
      closingStep = 'the watchlist';
      await watchlist.close();
      closingStep = 'the demo data service';
      await target.close();
      closingStep = 'the offline VIN decoder';
      await offlineDecoder?.close();
      // The last answers, written to the disk cache behind them, are kept for the next launch.
      closingStep = 'the answer cache';
      await client.settled();
      // An export cut short by the quit leaves no temp file in the person's folder (issue 37 item 7).
      closingStep = 'unfinished exports';
      await exportTemps.removeUnfinished();
      // The sightings queued behind the last answers, before the database closes.
      closingStep = 'the price history';
      market.flush();
      // Last: every billed call has been heard by now, so the queue is written before the file closes.
      spend.close();
      closingStep = null;
    },
    closingStep: () => closingStep,
    closeNow() {
      market.flush();
      spend.close();
    },
  };
}
