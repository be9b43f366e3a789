import { noInput } from './app-channels';
import { channel } from './channel';

/** One alert as the in-app Alerts list shows it, in the same words as its desktop notification. */
export interface AppAlert {
  id: number;
  /** When it was raised, ms since the epoch. */
  at: number;
  kind: 'price-drop' | 'new-match';
  /** The vehicle it is about (the new listing, for a new match). */
  vin: string | null;
  title: string;
  body: string;
}

export const alertChannels = {
  /** Every alert kept, newest first. */
  'alerts.list': channel(noInput).returns<AppAlert[]>(),
  /** Forgets every alert kept; answers the (empty) list. */
  'alerts.clear': channel(noInput).returns<AppAlert[]>(),
};
