import type { fileTypeFromBuffer } from "file-type";
import type { default as sharpFunction, Sharp, SharpOptions } from "sharp";

/** The formats we take in. GIF (animation would be lost), SVG (a document, not a picture), HEIC and the rest are refused. */
const ACCEPTED = {
  "image/jpeg": "jpeg",
  "image/png": "png",
  "image/webp": "webp",
} as const;

type AcceptedMime = keyof typeof ACCEPTED;

export const DEFAULT_MAX_IMAGE_BYTES = 5 * 1024 * 1024;
/** 40 megapixels: a full-resolution photo from any current phone, and about 160 MB once decoded. */
export const DEFAULT_MAX_IMAGE_PIXELS = 40_000_000;
/** The longest side accepted, so a 1 x 40,000,000 strip is refused too. */
export const DEFAULT_MAX_IMAGE_DIMENSION = 10_000;

export interface ProcessImageOptions {
  output: "webp" | "jpeg";
  /**
   * The box the picture is fitted into. `cover` fills it exactly, cropping the overflow around the centre
   * (avatars); `inside` keeps the whole picture within it and never enlarges a small one (card images).
   */
  size: { width: number; height: number; fit: "cover" | "inside" };
  /** The largest upload accepted, in bytes. */
  maxBytes?: number;
  /** The most pixels (width x height) the input may declare; checked from its header before decoding. */
  maxPixels?: number;
  /** The longest side the input may declare. */
  maxDimension?: number;
  /** Encoder quality, 1-100. */
  quality?: number;
}

export type ImageFailureCode = "empty" | "too-large" | "unsupported-type" | "too-many-pixels" | "unreadable";

export type ProcessImageResult =
  | { ok: true; value: { bytes: Uint8Array; contentType: "image/webp" | "image/jpeg"; width: number; height: number } }
  | { ok: false; code: ImageFailureCode; message: string };

/** "5 MB", "2.5 MB", "500 KB". */
function formatSize(bytes: number): string {
  const megabytes = bytes / (1024 * 1024);
  if (megabytes < 1) return `${Math.max(1, Math.round(bytes / 1024))} KB`;
  return `${Number.isInteger(megabytes) ? megabytes : megabytes.toFixed(1)} MB`;
}

/** What the user is told for each way a picture can be refused (the size limit is the caller's). */
export function imageFailureMessages(maxBytes: number): Record<ImageFailureCode, string> {
  return {
    empty: "That file is empty. Please choose a picture to upload.",
    "too-large": `That picture is too large. Please upload one under ${formatSize(maxBytes)}.`,
    "unsupported-type": "That file is not a picture we can use. Please upload a JPEG, PNG or WebP image.",
    "too-many-pixels": "That picture is too big to use. Please make it smaller or choose a different one.",
    unreadable: "We couldn't read that picture. It may be damaged. Please try a different one.",
  };
}

function fail(code: ImageFailureCode, maxBytes: number): Extract<ProcessImageResult, { ok: false }> {
  return { ok: false, code, message: imageFailureMessages(maxBytes)[code] };
}

interface Libraries {
  sharp: typeof sharpFunction;
  fileTypeFromBuffer: typeof fileTypeFromBuffer;
}

// sharp loads libvips (tens of MB) and file-type its table of signatures: when the first picture
// arrives, not when the server starts.
let libraries: Promise<Libraries> | undefined;
function loadLibraries(): Promise<Libraries> {
  libraries ??= (async () => {
    const [{ default: sharp }, { fileTypeFromBuffer }] = await Promise.all([import("sharp"), import("file-type")]);
    // Each upload is a different picture, so sharp's operation cache would only hold memory.
    sharp.cache(false);
    return { sharp, fileTypeFromBuffer };
  })();
  return libraries;
}

/**
 * Turns an uploaded file into a clean picture we are willing to store, or says why not in words a pupil
 * understands. The declared MIME type and file name are never consulted: the bytes decide.
 *
 * 1. Size: empty or over `maxBytes` is refused before anything reads it.
 * 2. Type: the magic bytes (file-type) must say JPEG, PNG or WebP, and libvips must agree.
 * 3. Dimensions: the header alone (sharp `metadata()`, no pixels decoded) must declare at most
 *    `maxPixels` and `maxDimension`, so a decompression bomb (a tiny file declaring a huge canvas) is
 *    refused before it costs memory; `limitInputPixels` enforces the same limit again while decoding.
 * 4. Decode strictly (`failOn: "warning"`: a truncated or corrupt file is refused), apply the EXIF
 *    orientation with `.rotate()`, resize, then re-encode. Re-encoding writes only pixels: sharp keeps no
 *    EXIF (GPS, camera, times), XMP, IPTC or ICC profile unless asked to (we never ask), and converts the
 *    colours to sRGB, the space browsers assume when no profile is present.
 */
export async function processImage(input: Uint8Array, options: ProcessImageOptions): Promise<ProcessImageResult> {
  const maxBytes = options.maxBytes ?? DEFAULT_MAX_IMAGE_BYTES;
  const maxPixels = options.maxPixels ?? DEFAULT_MAX_IMAGE_PIXELS;
  const maxDimension = options.maxDimension ?? DEFAULT_MAX_IMAGE_DIMENSION;

  if (input.byteLength === 0) return fail("empty", maxBytes);
  if (input.byteLength > maxBytes) return fail("too-large", maxBytes);

  const { sharp, fileTypeFromBuffer } = await loadLibraries();
  const sniffed = await fileTypeFromBuffer(input);
  if (!sniffed || !(sniffed.mime in ACCEPTED)) return fail("unsupported-type", maxBytes);
  const format = ACCEPTED[sniffed.mime as AcceptedMime];

  const inputOptions: SharpOptions = { limitInputPixels: maxPixels, failOn: "warning", animated: false };
  let header;
  try {
    // The header only: dimensions are known before a single pixel is decoded. The pixel limit is checked
    // here by us (with our own code for it) rather than by sharp's error message.
    header = await sharp(input, { ...inputOptions, limitInputPixels: false }).metadata();
  } catch {
    return fail("unreadable", maxBytes);
  }
  if (header.format !== format) return fail("unsupported-type", maxBytes);
  const { width, height } = header;
  if (!width || !height) return fail("unreadable", maxBytes);
  if (width * height > maxPixels || Math.max(width, height) > maxDimension) return fail("too-many-pixels", maxBytes);

  let pipeline: Sharp = sharp(input, inputOptions)
    .rotate()
    .resize({
      width: options.size.width,
      height: options.size.height,
      fit: options.size.fit,
      withoutEnlargement: options.size.fit === "inside",
    });
  const quality = options.quality ?? 82;
  pipeline =
    options.output === "webp"
      ? pipeline.webp({ quality })
      : // JPEG has no transparency: transparent areas become white rather than black.
        pipeline.flatten({ background: "#ffffff" }).jpeg({ quality, mozjpeg: true });
  try {
    const { data, info } = await pipeline.toBuffer({ resolveWithObject: true });
    return {
      ok: true,
      value: {
        bytes: new Uint8Array(data.buffer, data.byteOffset, data.byteLength),
        contentType: options.output === "webp" ? "image/webp" : "image/jpeg",
        width: info.width,
        height: info.height,
      },
    };
  } catch {
    return fail("unreadable", maxBytes);
  }
}
