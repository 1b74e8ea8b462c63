// Recognises image formats by their leading bytes, so a file declared as an image must be one:
// a script renamed `.png` and uploaded as image/png is refused instead of stored.
const ascii = (bytes: Uint8Array, at: number, text: string) =>
  Buffer.from(bytes.subarray(at, at + text.length)).toString('latin1') === text;

const SIGNATURES: Record<string, (b: Uint8Array) => boolean> = {
  'image/png': (b) => ascii(b, 0, '\x89PNG\r\n\x1a\n'),
  'image/jpeg': (b) => b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff,
  'image/gif': (b) => ascii(b, 0, 'GIF87a') || ascii(b, 0, 'GIF89a'),
  'image/webp': (b) => ascii(b, 0, 'RIFF') && ascii(b, 8, 'WEBP'),
  'image/avif': isAvif,
};

/** An ISO-BMFF `ftyp` box whose major or compatible brands include avif/avis. */
function isAvif(b: Uint8Array): boolean {
  if (b.length < 16 || !ascii(b, 4, 'ftyp')) return false;
  const boxEnd = Math.min(Buffer.from(b).readUInt32BE(0), b.length, 64);
  for (let at = 8; at + 4 <= boxEnd; at += at === 8 ? 8 : 4) {
    if (ascii(b, at, 'avif') || ascii(b, at, 'avis')) return true;
  }
  return false;
}

/** False only when the type is one we can recognise and the bytes are not of that type. */
export function contentMatchesType(mimetype: string, bytes: Uint8Array): boolean {
  const check = SIGNATURES[mimetype.split(';')[0]!.trim().toLowerCase()];
  return check ? check(bytes) : true;
}
