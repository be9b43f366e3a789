import { useQuery } from '@tanstack/react-query';
import type { AppInfo } from '../../shared/ipc/app-channels';
import { SERVICE_NAMES } from '../../shared/service/dialect';
import { appQueries } from './app-queries';

/** The service the answers come from, as a person would name it: "auto.dev", "the demo service". */
export function serviceName(info: Pick<AppInfo, 'mode' | 'dialect'> | undefined): string {
  if (!info) return 'the service';
  if (info.mode === 'demo') return 'the demo service';
  return SERVICE_NAMES[info.dialect];
}

export function useServiceName(): string {
  return serviceName(useQuery(appQueries.info()).data);
}
