import type { Migration } from '../../platform/database/migrations';

/**
 * The in-app Alerts list (issue #39 item 3): every price-drop and new-match alert raised, in the
 * words of its desktop notification, kept until the person clears the list.
 */
export const ALERT_MIGRATIONS: readonly Migration[] = [
  {
    name: 'alerts.create-log',
    up: (connection) =>
      connection.exec(`
        CREATE TABLE alert_log (
          id INTEGER PRIMARY KEY,
          at INTEGER NOT NULL,
          kind TEXT NOT NULL CHECK (kind IN ('price-drop', 'new-match')),
          vin TEXT,
          title TEXT NOT NULL,
          body TEXT NOT NULL
        ) STRICT;
      `),
  },
];
