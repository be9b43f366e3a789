import type { Dialect } from '../../../shared/service/dialect';
import { autodevDialect } from './autodev-dialect';
import type { ServiceDialect } from './service-dialect';
import { specDialect } from './spec-dialect';

const DIALECTS: Readonly<Record<Dialect, ServiceDialect>> = { spec: specDialect, autodev: autodevDialect };

export function dialectOf(name: Dialect): ServiceDialect {
  return DIALECTS[name];
}
