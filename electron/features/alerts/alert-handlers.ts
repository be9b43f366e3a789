import type { alertChannels, AppAlert } from '../../../shared/ipc/alert-channels';
import type { Handler } from '../../platform/ipc/router';
import type { AlertStore } from './alert-store';

export type AlertHandlers = { [K in keyof typeof alertChannels]: Handler<K> };

export function createAlertHandlers(store: AlertStore, onChange: (alerts: AppAlert[]) => void): AlertHandlers {
  return {
    'alerts.list': () => store.list(),
    'alerts.clear': () => {
      store.clear();
      const alerts = store.list();
      onChange(alerts);
      return alerts;
    },
  };
}
