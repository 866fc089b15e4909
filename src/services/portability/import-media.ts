import { lookup } from 'node:dns/promises';
import { readFile, realpath } from 'node:fs/promises';
import { BlockList, isIP } from 'node:net';
import path from 'node:path';
import type { Knex } from 'knex';
import { maxUploadBytes, storeImportedImage } from '../media-service';
import type { MediaStorage } from '../media-storage/media-storage';
import type { ImportLedger } from './import-ledger';

/*
 * The old site's images, brought here: a featured image and every image in a post's HTML is
 * copied from the export's uploads folder when one is given (WordPress's wp-content/uploads,
 * Ghost's content/images), else fetched from the old site when it still answers, else reported
 * and left at its original address. Each is stored once, however many posts show it.
 */

export interface ImportMediaOptions {
  mediaStorage: MediaStorage;
  /** The export's uploads folder. */
  fromDir?: string | undefined;
  /** Fetch images that are not in `fromDir` from their address. */
  fetchRemote: boolean;
  /** Fetch also from loopback and private networks (off: an import must not reach inside). */
  fetchPrivate?: boolean;
  uploadedBy: number | null;
}

const uploadFolders = ['/wp-content/uploads/', '/content/images/'];

/** Why a fetch failed, in words: the network's codes mean little to the person importing. */
function fetchFailure(error: unknown): string {
  const reason = error instanceof Error ? error.message : String(error);
  if (error instanceof FetchRefusal) return reason;
  if (/ENOTFOUND|EAI_AGAIN/.test(reason)) return "the old site's name no longer resolves";
  return 'the old site did not answer';
}

/** The old site answered, or may not be asked: other images from it are still worth trying. */
class FetchRefusal extends Error {}
const fetchTimeoutMs = 15_000;

const privateNetworks = new BlockList();
for (const [network, prefix] of [
  ['10.0.0.0', 8],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.168.0.0', 16],
  ['100.64.0.0', 10],
  ['0.0.0.0', 8],
] as const) {
  privateNetworks.addSubnet(network, prefix, 'ipv4');
}
for (const [network, prefix] of [
  ['::1', 128],
  ['fc00::', 7],
  ['fe80::', 10],
  ['::', 128],
] as const) {
  privateNetworks.addSubnet(network, prefix, 'ipv6');
}

async function isPrivateHost(hostname: string): Promise<boolean> {
  const host = hostname.replace(/^\[|\]$/g, '');
  const addresses = isIP(host) ? [{ address: host }] : await lookup(host, { all: true });
  return addresses.some(({ address }) =>
    privateNetworks.check(address, isIP(address) === 6 ? 'ipv6' : 'ipv4'),
  );
}

export class ImportMedia {
  /** Images met in a dry run, not imported before: what the import will try to copy. */
  readonly planned = new Set<string>();
  /** Images this import stored. */
  stored = 0;
  private readonly failed = new Map<string, string>();
  private readonly silentHosts = new Map<string, string>();

  constructor(
    private readonly db: Knex,
    private readonly ledger: ImportLedger,
    private readonly options: ImportMediaOptions,
    private readonly siteUrl: string,
  ) {}

  private absolute(address: string): URL | null {
    try {
      // Without the old site's address (a Ghost export), its paths are still found in the
      // uploads folder; fetching them fails, and they are reported.
      const url = new URL(address, this.siteUrl || 'http://old-site.invalid');
      return url.protocol === 'http:' || url.protocol === 'https:' ? url : null;
    } catch {
      return null;
    }
  }

  private async fromFolder(url: URL): Promise<Buffer | null> {
    const { fromDir } = this.options;
    const folder = uploadFolders.find((name) => url.pathname.includes(name));
    if (!fromDir || !folder) return null;
    const relative = decodeURIComponent(
      url.pathname.slice(url.pathname.indexOf(folder) + folder.length),
    );
    const root = await realpath(fromDir);
    try {
      const file = await realpath(path.join(root, relative));
      if (!file.startsWith(root + path.sep)) return null;
      return await readFile(file);
    } catch {
      return null;
    }
  }

  private async fetched(url: URL): Promise<Buffer> {
    if (!this.options.fetchPrivate && (await isPrivateHost(url.hostname))) {
      throw new FetchRefusal('it is on a private network');
    }
    const response = await fetch(url, {
      redirect: 'error',
      signal: AbortSignal.timeout(fetchTimeoutMs),
    });
    if (!response.ok || !response.body) {
      throw new FetchRefusal(`the old site answered ${response.status}`);
    }
    const chunks: Buffer[] = [];
    let size = 0;
    const reader = response.body.getReader();
    for (let part = await reader.read(); !part.done; part = await reader.read()) {
      size += part.value.length;
      if (size > maxUploadBytes) {
        await reader.cancel();
        throw new FetchRefusal('it is over the upload limit');
      }
      chunks.push(Buffer.from(part.value));
    }
    return Buffer.concat(chunks);
  }

  /**
   * This site's address for the image at `address`, or why it could not be copied. In a dry run
   * nothing is fetched or stored: the image is only counted.
   */
  async localAddress(address: string, dryRun: boolean): Promise<string | { problem: string }> {
    const url = this.absolute(address);
    if (!url) return { problem: 'its address is not a web address' };
    const key = url.href;
    const known = this.ledger.find('media', key);
    if (known) return this.addressOf(known.objectId);
    if (dryRun) {
      this.planned.add(key);
      return address;
    }
    // An image that could not be brought is tried once per import, however many posts show it.
    const failed = this.failed.get(key);
    if (failed) return { problem: failed };
    const copied = await this.copy(url);
    if (typeof copied !== 'string') this.failed.set(key, copied.problem);
    return copied;
  }

  private async bytesOf(url: URL): Promise<Buffer | { problem: string }> {
    const inFolder = await this.fromFolder(url);
    if (inFolder) return inFolder;
    if (!this.options.fetchRemote) return { problem: 'it is not in the uploads folder' };
    // An old site that did not answer once is not asked again in this import.
    const silent = this.silentHosts.get(url.host);
    if (silent) return { problem: silent };
    try {
      return await this.fetched(url);
    } catch (error) {
      const problem = `it could not be fetched (${fetchFailure(error)})`;
      if (!(error instanceof FetchRefusal)) this.silentHosts.set(url.host, problem);
      return { problem };
    }
  }

  private async copy(url: URL): Promise<string | { problem: string }> {
    const bytes = await this.bytesOf(url);
    if (!Buffer.isBuffer(bytes)) return bytes;
    try {
      const stored = await storeImportedImage(
        this.options.mediaStorage,
        {
          buffer: bytes,
          originalName: path.basename(url.pathname),
          uploadedBy: this.options.uploadedBy,
        },
        (trx, mediaId) =>
          this.ledger.remember(trx, 'media', url.href, { objectId: mediaId, digest: '' }),
      );
      this.stored += 1;
      return stored.url;
    } catch (error) {
      return { problem: error instanceof Error ? error.message : String(error) };
    }
  }

  private async addressOf(mediaId: number): Promise<string> {
    const row = await this.db('media').select('fileName').where('id', mediaId).first();
    return row ? `/uploads/${row.fileName}` : '';
  }

  /** Every image of the old site in `html`, at its new address; `srcset`s of old sizes go. */
  async rewrite(html: string, dryRun: boolean): Promise<{ html: string; problems: string[] }> {
    const problems: string[] = [];
    const sources = new Set<string>();
    for (const match of html.matchAll(/<img\b[^>]*?\ssrc=["']([^"']+)["']/gi))
      sources.add(match[1]!);
    let rewritten = html;
    for (const source of sources) {
      if (!this.isTheirs(source)) continue;
      const local = await this.localAddress(source.replace(/&amp;/g, '&'), dryRun);
      if (typeof local !== 'string') {
        problems.push(`The image ${source} was left at its address: ${local.problem}`);
        continue;
      }
      rewritten = rewritten.split(source).join(local);
    }
    if (!dryRun) rewritten = rewritten.replace(/\s(?:srcset|sizes)=["'][^"']*["']/gi, '');
    return { html: rewritten, problems };
  }

  /** Images the old site served (its own host, or an uploads folder): others stay linked. */
  private isTheirs(source: string): boolean {
    const url = this.absolute(source);
    if (!url) return false;
    const ownHost = this.siteUrl ? this.absolute(this.siteUrl)?.host : undefined;
    return url.host === ownHost || uploadFolders.some((folder) => url.pathname.includes(folder));
  }
}
