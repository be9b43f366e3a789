import type { PlanSetting } from '../../../shared/plan/plan-access';

/** The largest page any plan shows (Scale's cap, shared/plan/plan-access.ts). */
const LARGEST_PAGE = 500;

/**
 * The Per page note: said only when the plan holds back listings that would otherwise be
 * on screen, i.e. its cap is below the largest page and more listings match than it lets
 * a page show. Otherwise the plan changes nothing here and Search says nothing of it
 * (the plan itself is named in Settings and Usage).
 */
export function pageLimitNote(
  plan: PlanSetting | undefined,
  cap: number,
  total: number | undefined,
): string | undefined {
  if (plan === undefined || plan === 'unknown') return undefined;
  if (cap >= LARGEST_PAGE || total === undefined || total <= cap) return undefined;
  return `Up to ${cap} a page on your plan`;
}
