import Bowser from 'bowser';
import { isbot } from 'isbot';

export interface Client {
  device: string;
  browser: string;
  os: string;
}

const unknown = 'Unknown';
const devices = new Set(['desktop', 'mobile', 'tablet']);

/** Most visits come from a few hundred user agents: their parse is kept rather than redone. */
const parsed = new Map<string, Client | null>();
const maxRemembered = 2_000;

function parse(userAgent: string): Client | null {
  if (!userAgent || isbot(userAgent)) return null;
  const parser = Bowser.getParser(userAgent);
  const platform = parser.getPlatformType(true);
  return {
    device: devices.has(platform) ? platform : 'other',
    browser: parser.getBrowserName() || unknown,
    os: parser.getOSName() || unknown,
  };
}

/** The browser, system and device class of a user agent, or null for a bot (or none at all). */
export function clientOf(userAgent: string | undefined): Client | null {
  const key = userAgent ?? '';
  let client = parsed.get(key);
  if (client === undefined) {
    client = parse(key);
    if (parsed.size >= maxRemembered) parsed.clear();
    parsed.set(key, client);
  }
  return client;
}
