import type { DatabaseSync } from 'node:sqlite';
import { z } from 'zod';
import type { AppAlert } from '../../../shared/ipc/alert-channels';

/** How many alerts are kept: the oldest beyond it are dropped as a new one comes, so the list stays readable. */
const MAX_ALERTS = 500;

export interface AlertStore {
  /** Keeps an alert; answers it with its id. */
  add(alert: Omit<AppAlert, 'id'>): AppAlert;
  /** Every alert kept, newest first. */
  list(): AppAlert[];
  clear(): void;
}

/** When the app database could not be opened: alerts last this session only. */
export function memoryAlertStore(): AlertStore {
  let alerts: AppAlert[] = [];
  let next = 1;
  return {
    add: (alert) => {
      const kept = { id: next++, ...alert };
      alerts = [kept, ...alerts].slice(0, MAX_ALERTS);
      return kept;
    },
    list: () => [...alerts],
    clear: () => void (alerts = []),
  };
}

const RowSchema = z.object({
  id: z.number(),
  at: z.number(),
  kind: z.enum(['price-drop', 'new-match']),
  vin: z.string().nullable(),
  title: z.string(),
  body: z.string(),
});

/** The Alerts list in the app database (vindesk.sqlite), table alert_log (alert-migrations.ts). */
export function databaseAlertStore(connection: DatabaseSync): AlertStore {
  const insert = connection.prepare('INSERT INTO alert_log (at, kind, vin, title, body) VALUES (?, ?, ?, ?, ?)');
  const trim = connection.prepare(
    'DELETE FROM alert_log WHERE id NOT IN (SELECT id FROM alert_log ORDER BY id DESC LIMIT ?)',
  );
  const select = connection.prepare('SELECT * FROM alert_log ORDER BY id DESC');
  const clear = connection.prepare('DELETE FROM alert_log');
  return {
    add: (alert) => {
      const { lastInsertRowid } = insert.run(alert.at, alert.kind, alert.vin, alert.title, alert.body);
      trim.run(MAX_ALERTS);
      return { id: Number(lastInsertRowid), ...alert };
    },
    list: () => select.all().map((row) => RowSchema.parse(row)),
    clear: () => void clear.run(),
  };
}
