import { describe, expect, it } from 'vitest';
import { plainUpdateMessage } from './update-messages';

const words = {
  'no-updates': 'Your company’s update server has no VinDesk update for this computer.',
  unreachable: 'The update server could not be reached. Check your connection and try again.',
  unreadable: 'The update server’s answer could not be read.',
  unverified: 'The downloaded update did not pass its signature or checksum check, so it will not be installed.',
  'HTTP 502': 'The update server answered with an error (HTTP 502).',
  'HTTP 503': 'The update server answered with an error (HTTP 503).',
  failed: 'Looking for updates failed. Try again later.',
};

describe('plainUpdateMessage', () => {
  it.each([
    [Object.assign(new Error('Cannot find channel'), { code: 'ERR_UPDATER_CHANNEL_FILE_NOT_FOUND' }), 'no-updates'],
    [Object.assign(new Error('HttpError'), { statusCode: 404 }), 'no-updates'],
    [Object.assign(new Error('getaddrinfo'), { code: 'ENOTFOUND' }), 'unreachable'],
    [new Error('net::ERR_INTERNET_DISCONNECTED'), 'unreachable'],
    [Object.assign(new Error('bad yml'), { code: 'ERR_UPDATER_INVALID_VERSION' }), 'unreadable'],
    // NsisUpdater's words when the installer's publisher is not the build's.
    [
      Object.assign(new Error('New version 9.9.9 is not signed by the application owner: publisherNames: X'), {
        code: 'ERR_UPDATER_INVALID_SIGNATURE',
      }),
      'unverified',
    ],
    [new Error('New version 9.9.9 is not signed by the application owner'), 'unverified'],
    [new Error('sha512 checksum mismatch, expected abc, got def'), 'unverified'],
    [Object.assign(new Error('HttpError'), { code: 'HTTP_ERROR_502' }), 'HTTP 502'],
    [Object.assign(new Error('HttpError'), { statusCode: 503, code: 'HTTP_ERROR_500' }), 'HTTP 503'],
    // Not an HTTP status: a code that only starts like one, or has too few digits.
    [Object.assign(new Error('odd'), { code: 'HTTP_ERROR_5021' }), 'failed'],
    [Object.assign(new Error('odd'), { code: 'HTTP_ERROR_50' }), 'failed'],
    [Object.assign(new Error('odd'), { code: 'XHTTP_ERROR_502' }), 'failed'],
    [Object.assign(new Error('odd'), { statusCode: '500' }), 'failed'],
    ['a thrown string', 'failed'],
  ] as const)('words %s as %s', (thrown, kind) => {
    expect(plainUpdateMessage(thrown)).toBe(words[kind]);
  });
});
