import { constants, crc32, deflateRawSync } from 'node:zlib';

/**
 * Gzip for a page that is the same for every response but for one short value that recurs
 * between its parts (the CSP nonce): the parts are compressed once, and each response joins them
 * around its own value without compressing anything.
 *
 * A deflate stream is a run of blocks. Each part is compressed on its own (so nothing in it refers
 * back to another part) and ends with a sync flush (so it ends on a byte boundary, in a block
 * that is not the last); the value goes in as a stored block, which holds bytes as they are. A
 * final empty block ends the stream, and the gzip trailer carries the CRC-32 and length of the
 * whole text, which each response computes over its own bytes.
 */

/** Gzip header: deflate, no name or timestamp, unknown system (RFC 1952 §2.3). */
const header = Buffer.from([0x1f, 0x8b, 0x08, 0x00, 0, 0, 0, 0, 0x00, 0xff]);
/** An empty final block: what a deflater writes when it finishes with nothing left. */
const finalBlock = deflateRawSync(Buffer.alloc(0));
const largestStoredBlock = 0xffff;

/** One part's deflate blocks: byte-aligned, none of them final, referring only to this part. */
export function deflatePart(part: Buffer): Buffer {
  return deflateRawSync(part, { finishFlush: constants.Z_SYNC_FLUSH });
}

/** Bytes as stored (uncompressed) deflate blocks, none of them final. */
function storedBlocks(bytes: Buffer): Buffer[] {
  const blocks: Buffer[] = [];
  for (let start = 0; start < bytes.length; start += largestStoredBlock) {
    const chunk = bytes.subarray(start, start + largestStoredBlock);
    const blockHeader = Buffer.alloc(5);
    // First byte: not final, type 00 (stored), then padding to the byte boundary.
    blockHeader.writeUInt16LE(chunk.length, 1);
    blockHeader.writeUInt16LE(~chunk.length & 0xffff, 3);
    blocks.push(blockHeader, chunk);
  }
  return blocks;
}

/**
 * The gzip body of `parts` joined with `value` between each two of them, from the parts as
 * `deflatePart` compressed them; the uncompressed parts give the checksum and length.
 */
export function gzipJoined(parts: Buffer[], deflatedParts: Buffer[], value: Buffer): Buffer[] {
  const storedValue = storedBlocks(value);
  const body: Buffer[] = [header];
  let checksum = 0;
  let length = 0;
  // zlib reads a checksum over no memory at all as a request for its starting value, 0: an
  // empty buffer without memory behind it would reset the sum, so empty ones are skipped.
  const add = (bytes: Buffer) => {
    if (bytes.length === 0) return;
    checksum = crc32(bytes, checksum);
    length += bytes.length;
  };
  parts.forEach((part, index) => {
    if (index > 0) {
      body.push(...storedValue);
      add(value);
    }
    body.push(deflatedParts[index]!);
    add(part);
  });
  const trailer = Buffer.alloc(8);
  trailer.writeUInt32LE(checksum >>> 0, 0);
  trailer.writeUInt32LE(length >>> 0, 4);
  body.push(finalBlock, trailer);
  return body;
}
