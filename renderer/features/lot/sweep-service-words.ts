// Why a sweep paused when VinDesk began asking another service than the one it was started on
// (issue 37 item 5): demo verdicts are made up, so they never sit beside real ones.
import type { SweepService } from '../../../shared/ipc/sweep-channels';

function hostOf(origin: string): string {
  try {
    return new URL(origin).host;
  } catch {
    return origin;
  }
}

function serviceWords(service: SweepService): string {
  if (service.mode === 'demo') return 'demo data';
  const host = hostOf(service.origin);
  return host === 'api.auto.dev' ? 'your auto.dev account' : `your account at ${host}`;
}

/** The pause line of a sweep started on `sweptOn` while VinDesk now checks `nowOn`. */
export function sweepServicePauseLine(sweptOn: SweepService, nowOn: SweepService): string {
  const started = `Paused: this sweep was started on ${serviceWords(sweptOn)}.`;
  if (sweptOn.mode === 'live' && nowOn.mode === 'demo') {
    return `${started} VinDesk is on demo data now, so the sweep waits until your API key is back and then goes on by itself. Or cancel it and start a new sweep.`;
  }
  if (sweptOn.mode === 'demo') {
    return `${started} VinDesk now checks ${serviceWords(nowOn)}, and made-up demo results must not mix with real ones. Cancel it and start a new sweep to check these VINs for real.`;
  }
  return `${started} VinDesk now checks ${serviceWords(nowOn)}, so the sweep waits until the service address in Settings is ${hostOf(sweptOn.origin)} again. Or cancel it and start a new sweep.`;
}
