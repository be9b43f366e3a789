import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';

describe('electron-builder fuses', () => {
  const config = parse(readFileSync(join(__dirname, '../../../electron-builder.yml'), 'utf8')) as {
    electronFuses?: Record<string, boolean>;
    asar?: boolean;
  };
  const fuses = config.electronFuses ?? {};

  it('turn off running as plain Node and Node options from the environment or the command line', () => {
    expect(fuses.runAsNode).toBe(false);
    expect(fuses.enableNodeOptionsEnvironmentVariable).toBe(false);
    expect(fuses.enableNodeCliInspectArguments).toBe(false);
  });

  it('load the app only from a verified asar archive', () => {
    expect(config.asar).toBe(true);
    expect(fuses.onlyLoadAppFromAsar).toBe(true);
    expect(fuses.enableEmbeddedAsarIntegrityValidation).toBe(true);
  });

  it('encrypt cookies and give file: no extra privileges', () => {
    expect(fuses.enableCookieEncryption).toBe(true);
    expect(fuses.grantFileProtocolExtraPrivileges).toBe(false);
  });
});
