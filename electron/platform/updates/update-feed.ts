import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * The update feed this build names (issue 37): electron-builder writes `publish` from
 * electron-builder.yml into resources/app-update.yml, which electron-updater reads by
 * itself. VinDesk reads the same file only to decide whether updates can be on; the
 * window never names a feed.
 */
export interface UpdateFeed {
  provider: string;
  url: string;
  /** Windows: the signing certificate's publisher names electron-updater checks a download against. */
  publisherNames: string[];
}

/** app-update.yml is flat `key: value` lines, publisherName a list: no YAML library needed in main. */
export function parseUpdateFeed(text: string): UpdateFeed | null {
  const scalars = new Map<string, string>();
  const publisherNames: string[] = [];
  let inPublishers = false;
  for (const line of text.split(/\r?\n/)) {
    const item = /^\s+-\s+(.+)$/.exec(line);
    if (item?.[1] && inPublishers) {
      publisherNames.push(unquote(item[1]));
      continue;
    }
    const pair = /^([A-Za-z]+):\s*(.*)$/.exec(line);
    if (!pair?.[1]) continue;
    inPublishers = pair[1] === 'publisherName' && pair[2] === '';
    if (pair[1] === 'publisherName' && pair[2]) publisherNames.push(unquote(pair[2]));
    else if (pair[2]) scalars.set(pair[1], unquote(pair[2]));
  }
  const provider = scalars.get('provider');
  const url = scalars.get('url');
  return provider && url ? { provider, url, publisherNames } : null;
}

function unquote(value: string): string {
  return value.trim().replace(/^(['"])(.*)\1$/, '$2');
}

/** null when the build has no app-update.yml (a development build, or no publish set). */
export function readUpdateFeed(resourcesDir: string | undefined): UpdateFeed | null {
  if (!resourcesDir) return null;
  try {
    return parseUpdateFeed(readFileSync(join(resourcesDir, 'app-update.yml'), 'utf8'));
  } catch {
    return null;
  }
}
