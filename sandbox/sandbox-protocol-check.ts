// The sandbox process's own reading of what it receives: main's messages and its saved
// samples file. Loading zod costs this process 0.1 to 0.25 s before it can read its first
// message, so these checks are written out by hand; the zod schemas of
// sandbox-protocol.ts stay the definition (main parses with them), and
// sandbox-protocol-check.test.ts holds both to the same answers on generated input.
import { DIALECTS } from '../shared/service/dialect';
import type { FaultRuleMessage, ParentMessage, SandboxProcessOptions } from './sandbox-protocol';
import type { CollectedSamples } from './state/sandbox-samples';

type Fields = Record<string, unknown>;

function fieldsOf(value: unknown): Fields | null {
  return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Fields) : null;
}

const isInt = (v: unknown): v is number => Number.isSafeInteger(v);
const isText = (v: unknown): v is string => typeof v === 'string';
const isFilledText = (v: unknown): v is string => isText(v) && v.length > 0;

/** Each option's rule; an option may also be absent (undefined). */
const OPTION_RULES: { [K in keyof Required<SandboxProcessOptions>]: (v: unknown) => boolean } = {
  port: (v) => isInt(v) && v >= 0 && v <= 65_535,
  host: isFilledText,
  listings: (v) => isInt(v) && v >= 1,
  seed: isInt,
  cacheDir: isFilledText,
  prebuiltDir: isFilledText,
  rateLimit: (v) => typeof v === 'boolean',
  dialect: (v) => (DIALECTS as readonly unknown[]).includes(v),
  day: (v) => isInt(v) && v >= 0,
};

function readOptions(value: unknown): SandboxProcessOptions | null {
  const fields = fieldsOf(value);
  if (!fields) return null;
  const options: Fields = {};
  for (const [name, rule] of Object.entries(OPTION_RULES)) {
    const v = fields[name];
    if (v === undefined) continue;
    if (!rule(v)) return null;
    options[name] = v;
  }
  return options as SandboxProcessOptions;
}

const FAULT_KINDS: readonly unknown[] = ['latency', '503', '429', 'malformed', 'reset'];
const isNonNegative = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v) && v >= 0;

function readFaultPath(value: unknown): FaultRuleMessage['path'] | null {
  if (isText(value)) return value;
  const fields = fieldsOf(value);
  return fields && isText(fields.pattern) && isText(fields.flags)
    ? { pattern: fields.pattern, flags: fields.flags }
    : null;
}

function readFaultRule(value: unknown): FaultRuleMessage | null {
  const fields = fieldsOf(value);
  if (!fields || !FAULT_KINDS.includes(fields.kind)) return null;
  const rule: FaultRuleMessage = { kind: fields.kind as FaultRuleMessage['kind'] };
  if (fields.path !== undefined) {
    const path = readFaultPath(fields.path);
    if (path === null) return null;
    rule.path = path;
  }
  for (const name of ['latencyMs', 'retryAfter'] as const) {
    const v = fields[name];
    if (v === undefined) continue;
    if (!isNonNegative(v)) return null;
    rule[name] = v;
  }
  if (fields.times !== undefined) {
    if (!isInt(fields.times) || fields.times < 1) return null;
    rule.times = fields.times;
  }
  return rule;
}

/** main's message, or null when it has another shape. Unknown fields are dropped. */
export function readParentMessage(raw: unknown): ParentMessage | null {
  const fields = fieldsOf(raw);
  if (!fields) return null;
  switch (fields.type) {
    case 'start': {
      const options = readOptions(fields.options);
      return options ? { type: 'start', options } : null;
    }
    case 'ping':
      return isInt(fields.id) ? { type: 'ping', id: fields.id } : null;
    case 'close':
      return { type: 'close' };
    case 'addFault': {
      const rule = readFaultRule(fields.rule);
      return rule ? { type: 'addFault', rule } : null;
    }
    case 'clearFaults':
      return { type: 'clearFaults' };
    default:
      return null;
  }
}

function readPlate(value: unknown): { plate: string; state: string } | null {
  const fields = fieldsOf(value);
  return fields && isText(fields.plate) && isText(fields.state) ? { plate: fields.plate, state: fields.state } : null;
}

const SAMPLE_VINS = [
  'parkIt',
  'parkOutside',
  'overTheAir',
  'noRecalls',
  'noPhotos',
  'unlistedDecodable',
  'undecodable',
  'manufacturerCampaigns',
  'priced',
  'unpriced',
] as const;

/** A saved samples file's content, or null when it has another shape. Unknown fields are dropped. */
export function readSamples(raw: unknown): CollectedSamples | null {
  const fields = fieldsOf(raw);
  if (!fields) return null;
  const samples: Fields = {};
  for (const name of SAMPLE_VINS) {
    if (!isText(fields[name])) return null;
    samples[name] = fields[name];
  }
  const sweep = fields.recallSweep;
  if (!Array.isArray(sweep) || !sweep.every(isText)) return null;
  samples.recallSweep = [...sweep];
  if (!Array.isArray(fields.plates)) return null;
  const plates = [];
  for (const entry of fields.plates as unknown[]) {
    const plate = readPlate(entry);
    const vin = fieldsOf(entry)?.vin;
    if (!plate || !isText(vin)) return null;
    plates.push({ ...plate, vin });
  }
  samples.plates = plates;
  const notFound = readPlate(fields.plateNotFound);
  const noData = readPlate(fields.plateNoData);
  if (!notFound || !noData) return null;
  samples.plateNotFound = notFound;
  samples.plateNoData = noData;
  return samples as unknown as CollectedSamples;
}
