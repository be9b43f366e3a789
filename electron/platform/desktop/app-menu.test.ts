import type { MenuItemConstructorOptions } from 'electron';
import { describe, expect, it, vi } from 'vitest';
import { buildAppMenuTemplate, type AppMenuOptions } from './app-menu';

type Item = MenuItemConstructorOptions;

function build(overrides: Partial<AppMenuOptions> = {}) {
  const actions = {
    openLogFolder: vi.fn(),
    showAbout: vi.fn(),
    print: vi.fn(),
    savePdf: vi.fn(),
    showKeyboardShortcuts: vi.fn(),
  };
  const template = buildAppMenuTemplate({
    appName: 'VinDesk',
    platform: 'linux',
    isPackaged: true,
    actions,
    ...overrides,
  });
  return { template, actions };
}

/** Every item at every depth, so a role cannot hide in a submenu. */
function allItems(items: readonly Item[]): Item[] {
  return items.flatMap((item) => [item, ...(Array.isArray(item.submenu) ? allItems(item.submenu) : [])]);
}

function rolesOf(items: readonly Item[]): string[] {
  return allItems(items).flatMap((item) => (item.role ? [item.role] : []));
}

function menu(template: readonly Item[], label: string): Item[] {
  const found = template.find((item) => item.label === label);
  if (!found || !Array.isArray(found.submenu)) throw new Error(`No ${label} menu`);
  return found.submenu;
}

function itemLabelled(template: readonly Item[], label: string): Item {
  const found = allItems(template).find((item) => item.label === label);
  if (!found) throw new Error(`No item labelled ${label}`);
  return found;
}

/** Calls a click handler as Electron would; the handlers here use none of the arguments. */
function press(item: Item): void {
  const args = [{}, undefined, {}] as unknown as Parameters<NonNullable<Item['click']>>;
  item.click?.(...args);
}

const EDIT_ROLES = ['undo', 'redo', 'cut', 'copy', 'paste', 'pasteAndMatchStyle', 'delete', 'selectAll'];
const DEVELOPER_ROLES = ['reload', 'forceReload', 'toggleDevTools'];

describe('buildAppMenuTemplate', () => {
  it('on macOS starts with the app menu and its standard roles', () => {
    const { template } = build({ platform: 'darwin' });
    expect(template.map((item) => item.label)).toEqual(['VinDesk', 'File', 'Edit', 'View', 'Window', 'Help']);
    expect(rolesOf(menu(template, 'VinDesk'))).toEqual(['about', 'services', 'hide', 'hideOthers', 'unhide', 'quit']);
    expect(rolesOf(menu(template, 'File'))).toEqual(['close']);
    expect(rolesOf(menu(template, 'Window'))).toEqual(['minimize', 'zoom', 'front']);
    expect(template.find((item) => item.label === 'Window')?.role).toBe('window');
  });

  it.each<NodeJS.Platform>(['win32', 'linux'])('on %s has no app menu and quits from File', (platform) => {
    const { template } = build({ platform });
    expect(template.map((item) => item.label)).toEqual(['File', 'Edit', 'View', 'Window', 'Help']);
    expect(rolesOf(menu(template, 'File'))).toEqual(['quit']);
    expect(rolesOf(menu(template, 'Window'))).toEqual(['minimize', 'zoom', 'close']);
    for (const macOnly of ['about', 'services', 'hide', 'hideOthers', 'unhide', 'front', 'window']) {
      expect(rolesOf(template)).not.toContain(macOnly);
    }
  });

  it.each<NodeJS.Platform>(['darwin', 'win32', 'linux'])('on %s has the standard Edit and View roles', (platform) => {
    const { template } = build({ platform });
    expect(rolesOf(menu(template, 'Edit'))).toEqual(EDIT_ROLES);
    expect(rolesOf(menu(template, 'View'))).toEqual(['resetZoom', 'zoomIn', 'zoomOut', 'togglefullscreen']);
    expect(template.at(-1)).toMatchObject({ label: 'Help', role: 'help' });
  });

  it.each<NodeJS.Platform>(['darwin', 'win32', 'linux'])(
    'packaged on %s, offers no reload and no developer tools anywhere',
    (platform) => {
      const roles = rolesOf(build({ platform, isPackaged: true }).template);
      for (const role of DEVELOPER_ROLES) expect(roles).not.toContain(role);
      const labels = allItems(build({ platform, isPackaged: true }).template).map((item) => item.label ?? '');
      expect(labels.filter((label) => /reload|developer|devtools/i.test(label))).toEqual([]);
    },
  );

  it('unpackaged, puts reload, force reload and the developer tools first in View', () => {
    const { template } = build({ isPackaged: false });
    expect(rolesOf(menu(template, 'View'))).toEqual([
      ...DEVELOPER_ROLES,
      'resetZoom',
      'zoomIn',
      'zoomOut',
      'togglefullscreen',
    ]);
  });

  it('File → Print… prints, with Cmd/Ctrl+P', () => {
    const { template, actions } = build();
    const print = itemLabelled(menu(template, 'File'), 'Print…');
    expect(print.accelerator).toBe('CmdOrCtrl+P');
    expect(actions.print).not.toHaveBeenCalled();
    press(print);
    expect(actions.print).toHaveBeenCalledOnce();
    expect(actions.savePdf).not.toHaveBeenCalled();
    expect(actions.showAbout).not.toHaveBeenCalled();
    expect(actions.openLogFolder).not.toHaveBeenCalled();
  });

  it.each<NodeJS.Platform>(['darwin', 'win32', 'linux'])(
    'on %s, File → Save as PDF… saves the screen’s document, right after Print…, with its own shortcut',
    (platform) => {
      const { template, actions } = build({ platform });
      const file = menu(template, 'File');
      expect(file.slice(0, 2).map((item) => item.label)).toEqual(['Print…', 'Save as PDF…']);
      const save = itemLabelled(file, 'Save as PDF…');
      expect(save.accelerator).toBe('CmdOrCtrl+Shift+S');
      press(save);
      expect(actions.savePdf).toHaveBeenCalledOnce();
      expect(actions.print).not.toHaveBeenCalled();
    },
  );

  it('gives every shortcut to one item only', () => {
    const accelerators = allItems(build().template).flatMap((item) => (item.accelerator ? [item.accelerator] : []));
    expect(new Set(accelerators).size).toBe(accelerators.length);
  });

  it.each<NodeJS.Platform>(['darwin', 'win32'])(
    'on %s, Help → Keyboard Shortcuts, About VinDesk and Open Log Folder call their actions',
    (platform) => {
      const { template, actions } = build({ platform });
      const help = menu(template, 'Help');
      expect(help.map((item) => item.label ?? item.type)).toEqual([
        'Keyboard Shortcuts',
        'separator',
        'About VinDesk',
        'Open Log Folder',
      ]);
      const sheet = itemLabelled(help, 'Keyboard Shortcuts');
      // "?" is typed in text fields: as a menu accelerator it would never reach them.
      expect(sheet.accelerator).toBeUndefined();
      press(sheet);
      expect(actions.showKeyboardShortcuts).toHaveBeenCalledOnce();
      expect(actions.showAbout).not.toHaveBeenCalled();
      press(itemLabelled(help, 'About VinDesk'));
      expect(actions.showAbout).toHaveBeenCalledOnce();
      expect(actions.openLogFolder).not.toHaveBeenCalled();
      press(itemLabelled(help, 'Open Log Folder'));
      expect(actions.openLogFolder).toHaveBeenCalledOnce();
      expect(actions.print).not.toHaveBeenCalled();
    },
  );

  it('names the app menu and About after the app name it is given', () => {
    const { template } = build({ platform: 'darwin', appName: 'VinDesk Beta' });
    expect(template[0]?.label).toBe('VinDesk Beta');
    expect(() => itemLabelled(template, 'About VinDesk Beta')).not.toThrow();
  });
});
