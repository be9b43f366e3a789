import { describe, expect, it } from 'vitest';
import { isOpenableUrl, nhtsaRecallUrl } from './link-targets';

describe('nhtsaRecallUrl', () => {
  it('builds NHTSA’s page of a campaign number it has checked (any letter: V, E, T or C)', () => {
    expect(nhtsaRecallUrl('24V123000')).toBe('https://www.nhtsa.gov/recalls?nhtsaId=24V123000');
    expect(nhtsaRecallUrl('19E004000')).toBe('https://www.nhtsa.gov/recalls?nhtsaId=19E004000');
  });

  it.each(['24V12300', '24V1230000', '24v123000', '2AV123000', '24V123000&x=1', ''])(
    'refuses %j, which is not a campaign number',
    (campaign) => {
      expect(() => nhtsaRecallUrl(campaign)).toThrow(`Not an NHTSA campaign number: ${campaign}`);
    },
  );
});

describe('isOpenableUrl', () => {
  it.each([
    ['https://dealer.example/used/1', true],
    ['http://127.0.0.1:41234/_sandbox/vdp/1', true],
    ['http://localhost:41234/', true],
    ['http://[::1]:41234/', true],
    ['http://dealer.example/', false],
    ['http://127.0.0.2/', false],
    ['ftp://127.0.0.1/', false],
    ['http://user@127.0.0.1/', false],
    ['http://:pw@127.0.0.1/', false],
    ['http://user:pw@localhost/', false],
    ['not a url', false],
  ] as const)('%s: %s', (url, openable) => {
    expect(isOpenableUrl(url)).toBe(openable);
  });
});
