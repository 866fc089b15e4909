import { createHmac } from 'node:crypto';
import { Webhook } from 'standardwebhooks';
import { describe, expect, it } from 'vitest';
import { isLocalHostName, isPublicAddress } from '#src/services/webhooks/address-policy';
import { newWebhookSecret, signWebhook } from '#src/services/webhooks/signature';

describe('which addresses webhooks may reach in production', () => {
  it.each([
    '0.0.0.0',
    '10.20.30.40',
    '100.64.0.1',
    '127.0.0.1',
    '127.255.255.254',
    '169.254.169.254',
    '172.16.0.1',
    '172.31.255.255',
    '192.168.1.1',
    '192.0.0.8',
    '198.18.0.1',
    '224.0.0.251',
    '239.255.255.250',
    '255.255.255.255',
    '::',
    '::1',
    '[::1]',
    'fe80::1',
    'fe80::1%eth0',
    'fc00::1',
    'fd12:3456::1',
    'ff02::1',
    '::ffff:127.0.0.1',
    '::ffff:7f00:1',
    '::ffff:10.0.0.1',
    '::ffff:169.254.169.254',
    '::127.0.0.1',
    '64:ff9b::10.0.0.1',
    '2002:a9fe:a9fe::1',
    'not an address',
    'localhost',
  ])('refuses %s', (address) => {
    expect(isPublicAddress(address)).toBe(false);
  });

  it.each(['8.8.8.8', '93.184.216.34', '172.32.0.1', '2606:4700:4700::1111', '::ffff:8.8.8.8'])(
    'allows %s',
    (address) => {
      expect(isPublicAddress(address)).toBe(true);
    },
  );

  it('treats names of this machine or its network as local', () => {
    for (const name of [
      'localhost',
      'api.localhost',
      'printer.local',
      'crm.internal',
      'intranet',
    ]) {
      expect(isLocalHostName(name), name).toBe(true);
    }
    expect(isLocalHostName('hooks.example.com')).toBe(false);
  });
});

describe('Standard Webhooks signatures', () => {
  it('makes secrets of 32 random bytes and signatures the reference library accepts', () => {
    const secret = newWebhookSecret();
    expect(secret).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);
    expect(newWebhookSecret()).not.toBe(secret);
    const body = JSON.stringify({ type: 'lead.created', timestamp: 'now', data: { id: 1 } });
    const timestamp = Math.floor(Date.now() / 1000);
    const signature = signWebhook(secret, 'msg_1', timestamp, body);
    const key = Buffer.from(secret.slice('whsec_'.length), 'base64');
    const expected = createHmac('sha256', key)
      .update(`msg_1.${timestamp}.${body}`)
      .digest('base64');
    expect(signature).toBe(`v1,${expected}`);
    expect(
      new Webhook(secret).verify(body, {
        'webhook-id': 'msg_1',
        'webhook-timestamp': String(timestamp),
        'webhook-signature': signature,
      }),
    ).toEqual(JSON.parse(body));
  });
});
