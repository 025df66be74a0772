import { deflateSync } from "node:zlib";

import sharp from "sharp";
import { describe, expect, it } from "vitest";

import { processImage, type ProcessImageOptions } from "./process-image.server";

// Every picture here is made by the test: no binary fixtures in the repository.

const XMP = `<x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#"><rdf:Description rdf:about="" xmlns:dc="http://purl.org/dc/elements/1.1/"><dc:creator>Secret Pupil Name</dc:creator></rdf:Description></rdf:RDF></x:xmpmeta>`;

/** What a phone writes: red on the left, blue on the right, stored sideways (EXIF orientation 6), with GPS, camera, XMP and a Display P3 profile. */
async function phonePhoto(): Promise<Buffer> {
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
function ifd0Tags(exif: Buffer): number[] {
  const tiff = exif.subarray(6);
  const little = tiff.toString("latin1", 0, 2) === "II";
  const u16 = (at: number) => (little ? tiff.readUInt16LE(at) : tiff.readUInt16BE(at));
  const u32 = (at: number) => (little ? tiff.readUInt32LE(at) : tiff.readUInt32BE(at));
  const ifd = u32(4);
  return Array.from({ length: u16(ifd) }, (_, index) => u16(ifd + 2 + index * 12));
}
const GPS_IFD_POINTER = 0x8825;

function pngChunk(type: string, data: Buffer): Buffer {
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
function pngBomb(): Buffer {
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

const avatar: ProcessImageOptions = { output: "webp", size: { width: 256, height: 256, fit: "cover" } };
const cardImage: ProcessImageOptions = { output: "jpeg", size: { width: 1600, height: 1600, fit: "inside" } };

const NOT_A_PICTURE = "That file is not a picture we can use. Please upload a JPEG, PNG or WebP image.";

describe("processImage", () => {
  it("strips EXIF, GPS, XMP and the colour profile from a phone photo, and applies its orientation", async () => {
    const photo = await phonePhoto();
    const before = await sharp(photo).metadata();
    // The input really carries what must not survive.
    expect(before.orientation).toBe(6);
    expect(ifd0Tags(before.exif!)).toContain(GPS_IFD_POINTER);
    expect(before.xmp).toBeDefined();
    expect(before.icc).toBeDefined();
    expect(photo.includes("PhoneMaker")).toBe(true);
    expect(photo.includes("Secret Pupil Name")).toBe(true);

    for (const options of [cardImage, { ...cardImage, output: "webp" } as const]) {
      const result = await processImage(photo, options);
      if (!result.ok) throw new Error(result.message);
      const { bytes, contentType, width, height } = result.value;
      expect(contentType).toBe(options.output === "webp" ? "image/webp" : "image/jpeg");
      // Stored 400 x 200 sideways; shown upright it is 200 x 400 (and never enlarged to fit 1600).
      expect([width, height]).toEqual([200, 400]);

      const after = await sharp(bytes).metadata();
      expect(after.format).toBe(options.output);
      expect([after.width, after.height]).toEqual([200, 400]);
      expect(after.exif).toBeUndefined();
      expect(after.xmp).toBeUndefined();
      expect(after.iptc).toBeUndefined();
      expect(after.icc).toBeUndefined();
      expect(after.orientation).toBeUndefined();
      const raw = Buffer.from(bytes);
      for (const trace of ["Exif", "GPS", "PhoneMaker", "PhoneModel", "Pupil Family", "Secret Pupil Name", "adobe:ns:meta", "xpacket", "acsp"]) {
        expect(raw.includes(trace), trace).toBe(false);
      }

      // Turned the right way: the left (red) half of the stored picture is now the top.
      const { data, info } = await sharp(bytes).raw().toBuffer({ resolveWithObject: true });
      const pixel = (x: number, y: number) => Array.from(data.subarray((y * info.width + x) * info.channels, (y * info.width + x) * info.channels + 3));
      const [topRed, , topBlue] = pixel(100, 50);
      const [bottomRed, , bottomBlue] = pixel(100, 350);
      expect(topRed).toBeGreaterThan(200);
      expect(topBlue).toBeLessThan(60);
      expect(bottomBlue).toBeGreaterThan(200);
      expect(bottomRed).toBeLessThan(60);
    }
  });

  it("crops to fill an avatar's square, enlarging a small picture", async () => {
    const png = await sharp({ create: { width: 120, height: 80, channels: 4, background: { r: 0, g: 128, b: 0, alpha: 0.5 } } }).png().toBuffer();
    const result = await processImage(png, avatar);
    expect(result).toMatchObject({ ok: true, value: { contentType: "image/webp", width: 256, height: 256 } });
    const after = await sharp(result.ok ? result.value.bytes : Buffer.alloc(0)).metadata();
    expect([after.format, after.width, after.height]).toEqual(["webp", 256, 256]);
  });

  it("turns a WebP into a JPEG, filling transparency with white", async () => {
    const webp = await sharp({ create: { width: 3000, height: 1000, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } } }).webp().toBuffer();
    const result = await processImage(webp, cardImage);
    if (!result.ok) throw new Error(result.message);
    expect([result.value.width, result.value.height]).toEqual([1600, 533]);
    const { data, info } = await sharp(result.value.bytes).raw().toBuffer({ resolveWithObject: true });
    expect(info.channels).toBe(3);
    expect(Array.from(data.subarray(0, 3)).every((channel) => channel > 245)).toBe(true);
  });

  it("refuses a decompression bomb from its header, before decoding it", async () => {
    const bomb = pngBomb();
    expect(bomb.length).toBeLessThan(64 * 1024);
    // "too-many-pixels" comes only from the header check: had the pixels been decoded, sharp's own limit
    // would have thrown and the answer would be "unreadable".
    expect(await processImage(bomb, avatar)).toEqual({
      ok: false,
      code: "too-many-pixels",
      message: "That picture is too big to use. Please make it smaller or choose a different one.",
    });
  });

  it("refuses a picture wider than the longest side allowed, however few its pixels", async () => {
    const strip = await sharp({ create: { width: 12_000, height: 2, channels: 3, background: "#fff" } }).png().toBuffer();
    expect(await processImage(strip, avatar)).toMatchObject({ ok: false, code: "too-many-pixels" });
    expect(await processImage(strip, { ...avatar, maxDimension: 12_000 })).toMatchObject({ ok: true });
  });

  it("refuses an empty file and one over the size limit, saying the limit", async () => {
    expect(await processImage(new Uint8Array(0), avatar)).toEqual({
      ok: false,
      code: "empty",
      message: "That file is empty. Please choose a picture to upload.",
    });
    expect(await processImage(new Uint8Array(5 * 1024 * 1024 + 1), avatar)).toEqual({
      ok: false,
      code: "too-large",
      message: "That picture is too large. Please upload one under 5 MB.",
    });
    const photo = await phonePhoto();
    expect(await processImage(photo, { ...avatar, maxBytes: 2 * 1024 * 1024 })).toMatchObject({ ok: true });
    expect(await processImage(photo, { ...avatar, maxBytes: 1024 })).toMatchObject({
      ok: false,
      code: "too-large",
      message: "That picture is too large. Please upload one under 1 KB.",
    });
  });

  it.each([
    ["a text file named photo.jpg", () => Buffer.from("These are my revision notes, saved as photo.jpg\n")],
    ["an SVG", () => Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>')],
    ["an HTML page", () => Buffer.from("<!doctype html><html><body><img src=x onerror=alert(1)></body></html>")],
    ["a GIF (its animation would be lost)", () => sharp({ create: { width: 10, height: 10, channels: 3, background: "#123456" } }).gif().toBuffer()],
    ["a TIFF", () => sharp({ create: { width: 10, height: 10, channels: 3, background: "#123456" } }).tiff().toBuffer()],
    ["a PDF", () => Buffer.from("%PDF-1.7\n1 0 obj\n<<>>\nendobj\ntrailer\n<<>>\n%%EOF\n")],
  ])("refuses %s whatever it claims to be", async (_, make) => {
    expect(await processImage(await make(), avatar)).toEqual({ ok: false, code: "unsupported-type", message: NOT_A_PICTURE });
  });

  it("refuses a truncated JPEG as damaged", async () => {
    const photo = await phonePhoto();
    const truncated = photo.subarray(0, Math.floor(photo.length * 0.7));
    expect(await processImage(truncated, cardImage)).toEqual({
      ok: false,
      code: "unreadable",
      message: "We couldn't read that picture. It may be damaged. Please try a different one.",
    });
  });

  it("refuses a file that starts like a PNG but is not one", async () => {
    const fake = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.from("not really a png at all")]);
    expect(await processImage(fake, avatar)).toMatchObject({ ok: false });
  });
});
