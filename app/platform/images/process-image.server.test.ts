import sharp from "sharp";
import { describe, expect, it } from "vitest";

import { GPS_IFD_POINTER, ifd0Tags, phonePhoto, pngBomb } from "../../../tests/support/test-images";
import { processImage, type ProcessImageOptions } from "./process-image.server";

// Every picture here is made by the test: no binary fixtures in the repository.

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
