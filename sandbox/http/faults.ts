// Fault injection for tests: rules added through the API, or one fault named in
// the X-Sandbox-Fault request header.

type FaultKind = 'latency' | '503' | '429' | 'malformed' | 'reset';

export interface SandboxFaultRule {
  /** Matched against the request pathname (a string matches as a prefix). */
  path?: RegExp | string;
  kind: FaultKind;
  latencyMs?: number;
  retryAfter?: number;
  /** The rule is removed after firing this many times; unlimited when omitted. */
  times?: number;
}

export interface Fault {
  kind: FaultKind;
  latencyMs: number;
  retryAfter: number;
}

const KINDS: readonly FaultKind[] = ['latency', '503', '429', 'malformed', 'reset'];

/** Reads "latency=300", "503", "429", "429=5" (Retry-After), "malformed" or "reset". */
export function parseFaultHeader(value: string | undefined): Fault | null {
  if (!value) return null;
  const [name, arg] = value.trim().split('=') as [string, string | undefined];
  if (!KINDS.includes(name as FaultKind)) return null;
  const n = arg === undefined ? Number.NaN : Number(arg);
  return {
    kind: name as FaultKind,
    latencyMs: name === 'latency' && Number.isFinite(n) ? n : 250,
    retryAfter: name === '429' && Number.isFinite(n) ? n : 1,
  };
}

export class FaultInjector {
  private rules: SandboxFaultRule[] = [];

  add(rule: SandboxFaultRule): void {
    this.rules.push({ ...rule });
  }

  clear(): void {
    this.rules = [];
  }

  /** The first rule matching the path, consuming one of its `times`. */
  take(pathname: string): Fault | null {
    const index = this.rules.findIndex(
      (r) => r.path === undefined || (typeof r.path === 'string' ? pathname.startsWith(r.path) : r.path.test(pathname)),
    );
    if (index < 0) return null;
    const rule = this.rules[index]!;
    if (rule.times !== undefined) {
      rule.times -= 1;
      if (rule.times <= 0) this.rules.splice(index, 1);
    }
    return { kind: rule.kind, latencyMs: rule.latencyMs ?? 250, retryAfter: rule.retryAfter ?? 1 };
  }
}
