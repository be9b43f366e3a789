import { describe, expect, it } from 'vitest';
import { CANCEL_BUTTON, keyOriginDialogOptions, SEND_KEY_BUTTON } from './key-origin-dialog';

describe('service origin binding: main’s question', () => {
  it('names the new host in the question and on the button that sends the key', () => {
    const options = keyOriginDialogOptions({ hosts: ['vds.example.com:8443'], currentHosts: ['api.auto.dev'] });
    expect(options.message).toBe('Send your API key to vds.example.com:8443?');
    expect(options.buttons[SEND_KEY_BUTTON]).toBe('Send my key to vds.example.com:8443');
    expect(options.buttons[CANCEL_BUTTON]).toBe('Cancel');
    expect(options.detail).toContain('Until now it went only to api.auto.dev.');
    expect(options.detail).toContain('If you cancel, the service address is not changed.');
  });

  it('makes Cancel the default and the Escape answer, so a stray Enter never sends the key', () => {
    const options = keyOriginDialogOptions({ hosts: ['a.example', 'b.example'], currentHosts: [] });
    expect(options.defaultId).toBe(1);
    expect(options.cancelId).toBe(1);
    expect(options.buttons).toEqual(['Send my key to a.example and b.example', 'Cancel']);
    expect(options.detail).not.toContain('Until now');
  });

  it('is a warning with its own title and no link-style buttons, and says it all in one detail', () => {
    expect(
      keyOriginDialogOptions({ hosts: ['vds.example.com'], currentHosts: ['api.auto.dev', 'v1.auto.dev'] }),
    ).toEqual({
      type: 'warning',
      title: 'Send your API key to a new address?',
      message: 'Send your API key to vds.example.com?',
      detail:
        'VinDesk sends your API key with every request to the service address. ' +
        'Until now it went only to api.auto.dev and v1.auto.dev. ' +
        'Continue only if you trust vds.example.com, for example because your account manager gave you this address. ' +
        'If you cancel, the service address is not changed.',
      buttons: ['Send my key to vds.example.com', 'Cancel'],
      defaultId: 1,
      cancelId: 1,
      noLink: true,
    });
    // With no address before it, the sentences still read as one text.
    expect(keyOriginDialogOptions({ hosts: ['a.example'], currentHosts: [] }).detail).toBe(
      'VinDesk sends your API key with every request to the service address. ' +
        'Continue only if you trust a.example, for example because your account manager gave you this address. ' +
        'If you cancel, the service address is not changed.',
    );
  });
});
