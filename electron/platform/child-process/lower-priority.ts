// A child process's priority, below main's.
import { constants, getPriority, setPriority } from 'node:os';

/**
 * Background processes (the demo data, the vPIC decoder) run below main: the demo data's
 * first-start build keeps a core busy for seconds, a sweep keeps the decoder busy. At a
 * lower priority each gives way whenever main (or the window) wants the CPU, instead of sharing
 * it evenly, which held main's timers 10–20 ms late on a busy machine. Done once the
 * process has a pid (a utilityProcess has none until it has spawned); false until then.
 */
export function lowerPriority(pid: number | undefined): boolean {
  if (pid === undefined) return false;
  try {
    // Relative to main's own (10 steps below: "below normal" for a main at normal priority),
    // so a main started raised or lowered keeps the same lead.
    setPriority(pid, Math.min(constants.priority.PRIORITY_LOW, getPriority() + 10));
  } catch {
    // Not permitted here (or the process is gone): it simply runs at normal priority.
  }
  return true;
}
