import { deflateSync } from "node:zlib";

import sharp from "sharp";

/**
 * Pictures built in tests (never downloaded): a phone photo carrying everything that must not survive an
 * upload, and a decompression bomb. Shared by the image, avatar and card-image tests.
 */
export const SECRET_PUPIL_NAME = "Secret Pupil Name";
const XMP = `<x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#"><rdf:Description rdf:about="" xmlns:dc="http://purl.org/dc/elements/1.1/"><dc:creator>Secret Pupil Name</dc:creator></rdf:Description></rdf:RDF></x:xmpmeta>`;

/** What a phone writes: red on the left, blue on the right, stored sideways (EXIF orientation 6), with GPS, camera, XMP and a Display P3 profile. */
export async function phonePhoto(): Promise<Buffer> {
  const red = await sharp({ create: { width: 200, height: 200, channels: 3, background: "#ff0000" } }).png().toBuffer();
  const blue = await sharp({ create: { width: 200, height: 200, channels: 3, background: "#0000ff" } }).png().toBuffer();
  return sharp({ create: { width: 400, height: 200, channels: 3, background: "#000000" } })
    .composite([
      { input: red, left: 0, top: 0 },
      { input: blue, left: 200, top: 0 },
    ])
    .withIccProfile("p3")
    .withMetadata({ orientation: 6 })
    .withExifMerge({
      IFD0: { Make: "PhoneMaker", Model: "PhoneModel X", Copyright: "Pupil Family" },
      IFD3: { GPSLatitudeRef: "N", GPSLatitude: "51/1 30/1 2646/100", GPSLongitudeRef: "W", GPSLongitude: "0/1 7/1 3954/100" },
    })
    .withXmp(XMP)
    .jpeg({ quality: 90 })
    .toBuffer();
}

/** The tags of the first IFD of an EXIF block ("Exif\0\0" then a TIFF header). */
export function ifd0Tags(exif: Buffer): number[] {
  const tiff = exif.subarray(6);
  const little = tiff.toString("latin1", 0, 2) === "II";
  const u16 = (at: number) => (little ? tiff.readUInt16LE(at) : tiff.readUInt16BE(at));
  const u32 = (at: number) => (little ? tiff.readUInt32LE(at) : tiff.readUInt32BE(at));
  const ifd = u32(4);
  return Array.from({ length: u16(ifd) }, (_, index) => u16(ifd + 2 + index * 12));
}
export const GPS_IFD_POINTER = 0x8825;

export function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, "latin1"), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

function crc32(data: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of data) {
    crc ^= byte;
    for (let bit = 0; bit < 8; bit++) crc = crc & 1 ? (crc >>> 1) ^ 0xedb88320 : crc >>> 1;
  }
  return (crc ^ 0xffffffff) >>> 0;
}

/** A decompression bomb: a valid 1-bit PNG whose 48 KB of zlib unpack to a 20,000 x 20,000 canvas (400 megapixels). */
export function pngBomb(): Buffer {
  const side = 20_000;
  const header = Buffer.alloc(13);
  header.writeUInt32BE(side, 0);
  header.writeUInt32BE(side, 4);
  header[8] = 1; // bit depth
  header[9] = 0; // greyscale
  const rows = Buffer.alloc(side * (1 + side / 8)); // each row: filter byte 0, then 2,500 bytes of black
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk("IHDR", header),
    pngChunk("IDAT", deflateSync(rows, { level: 9 })),
    pngChunk("IEND", Buffer.alloc(0)),
  ]);
}

