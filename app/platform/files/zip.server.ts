import { crc32, deflateRawSync } from "node:zlib";

/** One file in a ZIP archive: its path inside the archive (forward slashes), its bytes and its time. */
export interface ZipEntry {
  path: string;
  bytes: Uint8Array;
  modifiedAt?: Date;
}

/** Files already compressed (pictures) are stored as they are; deflating them again only costs time. */
const STORED_EXTENSIONS = /\.(webp|png|jpe?g|gif|zip|pdf)$/i;

/** The MS-DOS date and time a ZIP header carries (local time of the archive, 2-second steps, 1980 onwards). */
function dosDateTime(date: Date): { time: number; date: number } {
  const year = Math.max(1980, date.getFullYear());
  return {
    time: (date.getHours() << 11) | (date.getMinutes() << 5) | Math.floor(date.getSeconds() / 2),
    date: ((year - 1980) << 9) | ((date.getMonth() + 1) << 5) | date.getDate(),
  };
}

/**
 * A ZIP archive (PKWARE APPNOTE 6.3, the subset every unzip tool reads: deflate or stored entries, UTF-8 names,
 * no ZIP64, so under 4 GiB and 65,535 files). Built in memory: for an account's export, which is small.
 */
export function createZip(entries: readonly ZipEntry[]): Uint8Array {
  if (entries.length > 0xffff) throw new Error("too many files for a ZIP archive without ZIP64");
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  const seen = new Set<string>();
  for (const entry of entries) {
    const path = entry.path.replace(/^\/+/, "");
    if (!path || path.split("/").some((segment) => segment === ".." || segment === "") || seen.has(path)) {
      throw new Error(`bad or repeated path in a ZIP archive: ${entry.path}`);
    }
    seen.add(path);
    const name = Buffer.from(path, "utf8");
    const raw = Buffer.from(entry.bytes.buffer, entry.bytes.byteOffset, entry.bytes.byteLength);
    const store = STORED_EXTENSIONS.test(path);
    const data = store ? raw : deflateRawSync(raw, { level: 6 });
    const method = store ? 0 : 8;
    const checksum = crc32(raw);
    const { time, date } = dosDateTime(entry.modifiedAt ?? new Date());
    if (offset + 30 + name.length + data.length > 0xffffffff) throw new Error("a ZIP archive without ZIP64 must stay under 4 GiB");

    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0); // local file header signature
    local.writeUInt16LE(20, 4); // version needed to extract (2.0: deflate)
    local.writeUInt16LE(0x0800, 6); // general purpose flags: bit 11, the name is UTF-8
    local.writeUInt16LE(method, 8);
    local.writeUInt16LE(time, 10);
    local.writeUInt16LE(date, 12);
    local.writeUInt32LE(checksum, 14);
    local.writeUInt32LE(data.length, 18);
    local.writeUInt32LE(raw.length, 22);
    local.writeUInt16LE(name.length, 26);
    local.writeUInt16LE(0, 28); // extra field length
    locals.push(local, name, data);

    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0); // central directory header signature
    central.writeUInt16LE(0x0314, 4); // made by: version 2.0, Unix
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(0x0800, 8);
    central.writeUInt16LE(method, 10);
    central.writeUInt16LE(time, 12);
    central.writeUInt16LE(date, 14);
    central.writeUInt32LE(checksum, 16);
    central.writeUInt32LE(data.length, 20);
    central.writeUInt32LE(raw.length, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt16LE(0, 30); // extra field length
    central.writeUInt16LE(0, 32); // comment length
    central.writeUInt16LE(0, 34); // disk number start
    central.writeUInt16LE(0, 36); // internal attributes
    central.writeUInt32LE((0o100644 << 16) >>> 0, 38); // external attributes: a regular file, rw-r--r--
    central.writeUInt32LE(offset, 42);
    centrals.push(central, name);
    offset += local.length + name.length + data.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0); // end of central directory signature
  end.writeUInt16LE(0, 4);
  end.writeUInt16LE(0, 6);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  end.writeUInt16LE(0, 20);
  return new Uint8Array(Buffer.concat([...locals, directory, end]));
}
