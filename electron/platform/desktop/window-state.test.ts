import { mkdtemp, readdir, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  fitToDisplays,
  loadWindowState,
  saveWindowState,
  WINDOW_STATE_FILE,
  type DisplayArea,
  type WindowState,
} from './window-state';

const DEFAULTS = { width: 1280, height: 800 };
// A 1920×1080 primary with a 40 px task bar, and a 1280×1024 monitor to its left.
const PRIMARY: DisplayArea = { workArea: { x: 0, y: 0, width: 1920, height: 1040 } };
const LEFT: DisplayArea = { workArea: { x: -1280, y: 0, width: 1280, height: 984 } };

async function userData(): Promise<string> {
  return mkdtemp(join(tmpdir(), 'vindesk-window-state-'));
}

describe('loadWindowState and saveWindowState', () => {
  it('round-trips bounds and the maximised state', async () => {
    const dir = await userData();
    const state: WindowState = { x: -1200, y: 40, width: 1100, height: 700, isMaximized: true };
    await saveWindowState(dir, state);
    expect(await loadWindowState(dir, DEFAULTS)).toEqual(state);
    // The atomic writer leaves no temporary file behind.
    expect(await readdir(dir)).toEqual([WINDOW_STATE_FILE]);
  });

  it('gives the default size, unplaced and not maximised, when nothing was saved yet', async () => {
    expect(await loadWindowState(await userData(), DEFAULTS)).toEqual({ ...DEFAULTS, isMaximized: false });
  });

  it.each([
    ['torn JSON', '{"x": 10, "y": 2'],
    ['not an object', '[1, 2, 3]'],
    ['a zero width', JSON.stringify({ x: 0, y: 0, width: 0, height: 600, isMaximized: false })],
    ['a size in words', JSON.stringify({ x: 0, y: 0, width: 'wide', height: 600, isMaximized: false })],
    ['no maximised flag', JSON.stringify({ x: 0, y: 0, width: 800, height: 600 })],
    ['an empty file', ''],
  ])('gives the defaults for a damaged file (%s), without throwing', async (_case, content) => {
    const dir = await userData();
    await writeFile(join(dir, WINDOW_STATE_FILE), content);
    expect(await loadWindowState(dir, DEFAULTS)).toEqual({ ...DEFAULTS, isMaximized: false });
  });

  it('gives the defaults when the file cannot be read at all', async () => {
    const dir = await userData();
    // A folder where the file should be: reading it fails with EISDIR.
    await saveWindowState(join(dir, WINDOW_STATE_FILE), { ...DEFAULTS, isMaximized: false });
    expect(await loadWindowState(dir, DEFAULTS)).toEqual({ ...DEFAULTS, isMaximized: false });
  });

  it('drops a half-saved position rather than inventing the other coordinate', async () => {
    const dir = await userData();
    await writeFile(
      join(dir, WINDOW_STATE_FILE),
      JSON.stringify({ x: 300, width: 900, height: 700, isMaximized: false }),
    );
    // Strictly: no x or y key at all, not one that is undefined.
    expect(await loadWindowState(dir, DEFAULTS)).toStrictEqual({ width: 900, height: 700, isMaximized: false });
  });

  it('writes plain JSON a person can read', async () => {
    const dir = await userData();
    await saveWindowState(dir, { x: 1, y: 2, width: 3, height: 4, isMaximized: false });
    expect(await readFile(join(dir, WINDOW_STATE_FILE), 'utf8')).toBe(
      '{\n  "x": 1,\n  "y": 2,\n  "width": 3,\n  "height": 4,\n  "isMaximized": false\n}\n',
    );
  });
});

describe('fitToDisplays', () => {
  it('keeps a window that is on screen exactly where it was', () => {
    const saved = { x: 200, y: 100, width: 1200, height: 800, isMaximized: false };
    expect(fitToDisplays(saved, [PRIMARY], DEFAULTS)).toEqual(saved);
  });

  it('keeps negative coordinates on a monitor to the left of the primary', () => {
    const saved = { x: -1100, y: 50, width: 900, height: 700, isMaximized: true };
    expect(fitToDisplays(saved, [PRIMARY, LEFT], DEFAULTS)).toEqual(saved);
  });

  it('moves a window from an unplugged monitor back to the centre of the primary, at the default size', () => {
    const saved = { x: -1100, y: 50, width: 900, height: 700, isMaximized: false };
    expect(fitToDisplays(saved, [PRIMARY], DEFAULTS)).toEqual({
      x: 320,
      y: 120,
      width: 1280,
      height: 800,
      isMaximized: false,
    });
  });

  it('centres on the first display, whatever its coordinates', () => {
    const saved = { x: 5000, y: 5000, width: 900, height: 700, isMaximized: false };
    expect(fitToDisplays(saved, [LEFT, PRIMARY], DEFAULTS)).toEqual({
      x: -1280,
      y: 92,
      width: 1280,
      height: 800,
      isMaximized: false,
    });
  });

  it('moves a window whose title strip is only a sliver on screen', () => {
    // 60 px wide on screen: too little to grab.
    const offRight = fitToDisplays(
      { x: 1860, y: 100, width: 800, height: 600, isMaximized: false },
      [PRIMARY],
      DEFAULTS,
    );
    expect(offRight).toMatchObject({ x: 320, y: 120 });
    // The title strip is below the work area; only the task bar is there.
    const offBottom = fitToDisplays(
      { x: 100, y: 1020, width: 800, height: 600, isMaximized: false },
      [PRIMARY],
      DEFAULTS,
    );
    expect(offBottom).toMatchObject({ x: 320, y: 120 });
    // Above the top edge: the title bar cannot be reached even though the window body shows.
    const offTop = fitToDisplays({ x: 100, y: -300, width: 800, height: 600, isMaximized: false }, [PRIMARY], DEFAULTS);
    expect(offTop).toMatchObject({ x: 320, y: 120 });
  });

  it('keeps a window that hangs partly off screen when enough of its title strip shows', () => {
    const saved = { x: 1700, y: 100, width: 800, height: 600, isMaximized: false };
    expect(fitToDisplays(saved, [PRIMARY], DEFAULTS)).toEqual(saved);
  });

  it('shrinks an oversize window to the work area of its display and puts it at the edge', () => {
    const saved = { x: 100, y: 20, width: 2560, height: 1400, isMaximized: false };
    expect(fitToDisplays(saved, [PRIMARY, LEFT], DEFAULTS)).toEqual({
      x: 0,
      y: 0,
      width: 1920,
      height: 1040,
      isMaximized: false,
    });
  });

  it('shrinks only the dimension that does not fit', () => {
    const saved = { x: -1200, y: 30, width: 1000, height: 1200, isMaximized: false };
    expect(fitToDisplays(saved, [PRIMARY, LEFT], DEFAULTS)).toEqual({
      x: -1200,
      y: 0,
      width: 1000,
      height: 984,
      isMaximized: false,
    });
  });

  it('shrinks the default size to a small primary display', () => {
    const small: DisplayArea = { workArea: { x: 0, y: 25, width: 1024, height: 743 } };
    expect(fitToDisplays({ ...DEFAULTS, isMaximized: false }, [small], DEFAULTS)).toEqual({
      x: 0,
      y: 25,
      width: 1024,
      height: 743,
      isMaximized: false,
    });
  });

  it('centres a window never placed before', () => {
    expect(fitToDisplays({ width: 1000, height: 600, isMaximized: false }, [PRIMARY], DEFAULTS)).toEqual({
      x: 460,
      y: 220,
      width: 1000,
      height: 600,
      isMaximized: false,
    });
  });

  it('keeps the saved place when no display is known, and the top-left corner for a window never placed', () => {
    const saved = { x: -900, y: 40, width: 800, height: 600, isMaximized: true };
    expect(fitToDisplays(saved, [], DEFAULTS)).toEqual(saved);
    expect(fitToDisplays({ width: 800, height: 600, isMaximized: false }, [], DEFAULTS)).toEqual({
      x: 0,
      y: 0,
      width: 800,
      height: 600,
      isMaximized: false,
    });
  });

  it('centres a window with only one coordinate saved', () => {
    // Centred on the primary at its own size: (1920 − 1000) / 2 and (1040 − 600) / 2.
    const centred = { x: 460, y: 220, width: 1000, height: 600, isMaximized: false };
    expect(fitToDisplays({ x: 300, width: 1000, height: 600, isMaximized: false }, [PRIMARY], DEFAULTS)).toEqual(
      centred,
    );
    expect(fitToDisplays({ y: 300, width: 1000, height: 600, isMaximized: false }, [PRIMARY], DEFAULTS)).toEqual(
      centred,
    );
  });

  it('keeps a window with exactly 100 × 50 px of its title strip on screen', () => {
    // 100 px of the strip at the right edge, and the strip's 50 px just above the task bar.
    const atRight = { x: 1820, y: 100, width: 800, height: 600, isMaximized: false };
    expect(fitToDisplays(atRight, [PRIMARY], DEFAULTS)).toEqual(atRight);
    const atBottom = { x: 100, y: 990, width: 800, height: 600, isMaximized: false };
    expect(fitToDisplays(atBottom, [PRIMARY], DEFAULTS)).toEqual(atBottom);
  });

  describe('a window across two displays belongs to the one showing more of its title strip', () => {
    // 1,000 px tall: it fits the primary's 1,040 px work area, not the left monitor's 984.
    const across = (x: number) => ({ x, y: 20, width: 800, height: 1000, isMaximized: false });

    it('more on the primary: kept as it is', () => {
      expect(fitToDisplays(across(-300), [PRIMARY, LEFT], DEFAULTS)).toEqual(across(-300));
    });

    it('more on the left monitor: shrunk to its height, from its top', () => {
      expect(fitToDisplays(across(-500), [PRIMARY, LEFT], DEFAULTS)).toEqual({ ...across(-500), y: 0, height: 984 });
    });

    it('half on each: the display listed first', () => {
      expect(fitToDisplays(across(-400), [PRIMARY, LEFT], DEFAULTS)).toEqual(across(-400));
      expect(fitToDisplays(across(-400), [LEFT, PRIMARY], DEFAULTS)).toEqual({ ...across(-400), y: 0, height: 984 });
    });
  });
});
