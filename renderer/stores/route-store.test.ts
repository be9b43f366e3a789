import { describe, expect, it } from 'vitest';
import { syncRouteFromLocation, useRouteStore } from './route-store';

describe('route store', () => {
  it('remembers the last search, filters and all, while other screens are open', () => {
    window.location.hash = '#/search?vehicle.model=RAV4%2CCR-V&zip=75201';
    syncRouteFromLocation();
    window.location.hash = '#/vehicle/1HGCM82633A004352';
    syncRouteFromLocation();
    expect(useRouteStore.getState().route.name).toBe('vehicle');
    expect(useRouteStore.getState().searchHref).toBe('#/search?vehicle.model=RAV4%2CCR-V&zip=75201');
    // A cleared search is remembered as cleared.
    window.location.hash = '#/search';
    syncRouteFromLocation();
    window.location.hash = '#/settings';
    syncRouteFromLocation();
    expect(useRouteStore.getState().searchHref).toBe('#/search');
  });

  it('replaces the address without adding a history entry', () => {
    window.location.hash = '#/search';
    syncRouteFromLocation();
    const before = window.history.length;
    useRouteStore.getState().replace('#/search?zip=60601');
    expect(window.location.hash).toBe('#/search?zip=60601');
    expect(window.history.length).toBe(before);
    expect(useRouteStore.getState().route).toEqual({ name: 'search', query: 'zip=60601' });
  });
});
