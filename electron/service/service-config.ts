import type { PlanSetting } from '../../shared/plan/plan-access';
import type { Dialect } from '../../shared/service/dialect';
import type { KeyOriginRule } from '../platform/keychain/key-origins';

/** Where and as whom the client calls, read afresh for every request so Settings changes apply at once. */
export interface ServiceConfig {
  /** The main service, without a trailing slash (https://api.auto.dev by default). */
  baseUrl: string;
  /** The v1 family; '' means "not configured": the VIN decode then uses {baseUrl}/vin/{vin}. */
  v1BaseUrl: string;
  apiKey: string | null;
  plan: PlanSetting;
  /** Paths, parameters, error bodies and answer shapes follow this dialect. */
  dialect: Dialect;
  /**
   * Where the key may go: checked before every request that carries it. The app's service
   * target always sets it; absent only where the caller itself chose both key and service (tests).
   */
  keyOrigins?: KeyOriginRule;
}
