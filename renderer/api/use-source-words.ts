import { useQuery } from '@tanstack/react-query';
import type { AppInfo } from '../../shared/ipc/app-channels';
import { SERVICE_NAMES } from '../../shared/service/dialect';
import { appQueries } from './app-queries';

/** Where figures come from, in a buyer's words: "Demo data", or the service by name. */
export interface SourceWords {
  /** "Demo data" or "Data from auto.dev". */
  data: string;
  /** "Demo data, checked <when>" or "Checked with auto.dev, <when>". */
  checked: (when: string) => string;
}

/** The words for the source of what is on screen; demo answers are only ever "Demo data". */
export function sourceWords(info: Pick<AppInfo, 'mode' | 'dialect'> | undefined): SourceWords {
  if (info?.mode === 'demo') return { data: 'Demo data', checked: (when) => `Demo data, checked ${when}` };
  const name = info ? SERVICE_NAMES[info.dialect] : 'the service';
  return { data: `Data from ${name}`, checked: (when) => `Checked with ${name}, ${when}` };
}

export function useSourceWords(): SourceWords {
  return sourceWords(useQuery(appQueries.info()).data);
}
