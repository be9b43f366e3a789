import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { currentRoute, navigate, useRoute } from './route-store';

describe('route store', () => {
  it('reads the route from the hash, the same object while the hash stays the same', () => {
    window.history.replaceState(null, '', '#/vehicle/1hgcm82633a004352');
    const first = currentRoute();
    expect(first).toEqual({ name: 'vehicle', vin: '1HGCM82633A004352' });
    expect(currentRoute()).toBe(first);
  });

  it('navigating pushes a history entry and re-renders readers at once', () => {
    window.history.replaceState(null, '', '#/settings');
    const { result } = renderHook(() => useRoute());
    expect(result.current).toEqual({ name: 'settings' });
    const before = window.history.length;
    act(() => navigate('#/lot/plate/ca/7abc123'));
    expect(window.history.length).toBe(before + 1);
    expect(result.current).toEqual({ name: 'lot-plate', state: 'CA', plate: '7ABC123' });
  });

  it('follows an address changed outside the app (a typed link, Back, Forward)', async () => {
    window.history.replaceState(null, '', '#/settings');
    const { result } = renderHook(() => useRoute());
    window.location.hash = '#/compare';
    await waitFor(() => expect(result.current).toEqual({ name: 'compare' }));
  });
});
