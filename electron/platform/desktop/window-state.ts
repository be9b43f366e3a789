// The main window's place and size between runs, in <userData>/window-state.json.
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { z } from 'zod';
import { writeFileAtomic } from '../fs/atomic-write';

export const WINDOW_STATE_FILE = 'window-state.json';

interface Rect {
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface WindowSize {
  width: number;
  height: number;
}

/** x and y are absent until the window has been placed once: the first run is centred. */
export interface WindowState {
  x?: number;
  y?: number;
  width: number;
  height: number;
  isMaximized: boolean;
}

/** A state with a place on a screen, ready for BrowserWindow's options. */
export type PlacedWindowState = Required<WindowState>;

export interface DisplayArea {
  /** The display's area without task bar, dock and menu bar, in global screen coordinates. */
  workArea: Rect;
}

/** How much of the window's top strip must be on a screen for a person to grab and move it. */
const GRAB_WIDTH = 100;
const GRAB_HEIGHT = 50;

const savedState = z.object({
  x: z.number().optional(),
  y: z.number().optional(),
  width: z.number().positive(),
  height: z.number().positive(),
  isMaximized: z.boolean(),
});

/** The saved state, or `{ ...defaults, isMaximized: false }` when there is none or it cannot be read. */
export async function loadWindowState(userDataDir: string, defaults: WindowSize): Promise<WindowState> {
  const fallback: WindowState = { width: defaults.width, height: defaults.height, isMaximized: false };
  try {
    const parsed = savedState.safeParse(JSON.parse(await readFile(join(userDataDir, WINDOW_STATE_FILE), 'utf8')));
    // A window's place is a convenience: a damaged file must never stop the app from opening.
    if (!parsed.success) return fallback;
    const { x, y, width, height, isMaximized } = parsed.data;
    return x !== undefined && y !== undefined ? { x, y, width, height, isMaximized } : { width, height, isMaximized };
  } catch {
    return fallback;
  }
}

/** Writes the state atomically, so a crash while saving leaves the previous one. */
export async function saveWindowState(userDataDir: string, state: WindowState): Promise<void> {
  await writeFileAtomic(join(userDataDir, WINDOW_STATE_FILE), JSON.stringify(state, null, 2) + '\n');
}

/**
 * Keeps the window where a person can reach it. When too little of its title strip lies
 * on any display (the monitor it was on is unplugged, or the layout changed), it gets
 * the default size centred on the primary display, the FIRST of `displays`. Otherwise it
 * stays where it was, negative coordinates of a left-hand or upper monitor included,
 * shrunk to fit the work area of the display that holds it. A window never placed
 * before is centred on the primary display.
 */
export function fitToDisplays(
  saved: WindowState,
  displays: readonly DisplayArea[],
  defaults: WindowSize,
): PlacedWindowState {
  const primary = displays[0]?.workArea;
  if (!primary) return { x: saved.x ?? 0, y: saved.y ?? 0, ...sizeOf(saved), isMaximized: saved.isMaximized };

  if (saved.x === undefined || saved.y === undefined) {
    return { ...centred(fitSize(saved, primary), primary), isMaximized: saved.isMaximized };
  }
  const home = displayHolding({ x: saved.x, y: saved.y, width: saved.width, height: saved.height }, displays);
  if (!home) return { ...centred(fitSize(defaults, primary), primary), isMaximized: saved.isMaximized };

  const size = fitSize(saved, home);
  // A dimension that had to shrink now fills the work area, so it starts at the work area's edge.
  return {
    x: size.width < saved.width ? home.x : saved.x,
    y: size.height < saved.height ? home.y : saved.y,
    ...size,
    isMaximized: saved.isMaximized,
  };
}

/** The work area showing the most of the window's title strip, if one shows enough of it to grab. */
function displayHolding(window: Rect, displays: readonly DisplayArea[]): Rect | undefined {
  const strip: Rect = { ...window, height: Math.min(GRAB_HEIGHT, window.height) };
  const needed = { width: Math.min(GRAB_WIDTH, window.width), height: strip.height };
  let best: { area: Rect; overlap: number } | undefined;
  for (const { workArea } of displays) {
    const overlap = intersection(strip, workArea);
    if (overlap.width < needed.width || overlap.height < needed.height) continue;
    const size = overlap.width * overlap.height;
    if (!best || size > best.overlap) best = { area: workArea, overlap: size };
  }
  return best?.area;
}

function intersection(a: Rect, b: Rect): WindowSize {
  return {
    width: Math.max(0, Math.min(a.x + a.width, b.x + b.width) - Math.max(a.x, b.x)),
    height: Math.max(0, Math.min(a.y + a.height, b.y + b.height) - Math.max(a.y, b.y)),
  };
}

function fitSize(size: WindowSize, area: Rect): WindowSize {
  return { width: Math.min(size.width, area.width), height: Math.min(size.height, area.height) };
}

function sizeOf(state: WindowState): WindowSize {
  return { width: state.width, height: state.height };
}

function centred(size: WindowSize, area: Rect): Rect {
  return {
    x: area.x + Math.round((area.width - size.width) / 2),
    y: area.y + Math.round((area.height - size.height) / 2),
    ...size,
  };
}
