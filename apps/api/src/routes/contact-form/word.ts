/**
 * What an OLE compound file ([MS-CFB]) holds: whether it is a Word 97–2003 document
 * ([MS-DOC]: its directory holds a stream named `WordDocument`) and whether it carries VBA
 * macros (a `Macros` or `_VBA_PROJECT` storage or stream; issue 30). `file-type` reports every
 * compound file as `cfb` (Word, Excel, PowerPoint, Outlook messages, installers…); this tells
 * the .doc apart.
 *
 * Only the header, the FAT sectors the header lists and the directory chain are read, each
 * offset checked against the buffer: a malformed file is simply not a Word document.
 */

const HEADER_BYTES = 512;
/** Sector numbers from 0xFFFFFFFA up are markers (end of chain, free, FAT, DIFAT). */
const MAX_REGULAR_SECTOR = 0xfffffff9;
/** The header lists the first 109 FAT sectors (enough for files of several MiB). */
const HEADER_DIFAT_ENTRIES = 109;
const DIFAT_OFFSET = 0x4c;
const DIRECTORY_ENTRY_BYTES = 128;
const STREAM_OBJECT = 2;
const WORD_STREAM = 'WordDocument';

/** The sector size the header declares (512 for version 3, 4096 for version 4), or null. */
function sectorSizeOf(file: Buffer): number | null {
  const shift = file.readUInt16LE(0x1e);
  return shift === 9 || shift === 12 ? 2 ** shift : null;
}

/** The sector after `sector` in its chain, as the FAT says, or null when it cannot be read. */
function nextSector(file: Buffer, sectorSize: number, sector: number): number | null {
  const perFatSector = sectorSize / 4;
  const fatIndex = Math.floor(sector / perFatSector);
  if (fatIndex >= HEADER_DIFAT_ENTRIES) return null;
  const fatSector = file.readUInt32LE(DIFAT_OFFSET + fatIndex * 4);
  if (fatSector > MAX_REGULAR_SECTOR) return null;
  const at = (fatSector + 1) * sectorSize + (sector % perFatSector) * 4;
  return at + 4 <= file.length ? file.readUInt32LE(at) : null;
}

const STORAGE_OBJECT = 1;

/** Names (any case) of the storages and streams that hold VBA macros in Office files. */
const MACRO_ENTRIES = new Set(['macros', '_vba_project', '_vba_project_cur', 'vba']);

/** A directory entry: its name and object type (1 storage, 2 stream, 5 root). */
interface DirectoryEntry {
  name: string;
  type: number;
}

/** The directory entry at `at`, or null for an unused one or a malformed name length. */
function entryAt(file: Buffer, at: number): DirectoryEntry | null {
  const nameBytes = file.readUInt16LE(at + 0x40);
  const type = file[at + 0x42] ?? 0;
  if (type === 0 || nameBytes < 2 || nameBytes > 64 || nameBytes % 2 !== 0) return null;
  return { name: file.toString('utf16le', at, at + nameBytes - 2), type };
}

/**
 * Every entry of the compound file's directory, or null when the file is not one or its
 * directory cannot be read whole (a chain leaving the file, or a loop).
 */
function directoryEntries(file: Buffer): DirectoryEntry[] | null {
  if (file.length < HEADER_BYTES) return null;
  const sectorSize = sectorSizeOf(file);
  if (sectorSize === null) return null;
  // A chain longer than the file has sectors is a loop.
  const maxSectors = Math.ceil(file.length / sectorSize);
  const entries: DirectoryEntry[] = [];
  let sector: number | null = file.readUInt32LE(0x30);
  for (let step = 0; sector !== null && sector <= MAX_REGULAR_SECTOR; step++) {
    if (step > maxSectors) return null;
    const start = (sector + 1) * sectorSize;
    if (start + sectorSize > file.length) return null;
    for (let at = start; at < start + sectorSize; at += DIRECTORY_ENTRY_BYTES) {
      const entry = entryAt(file, at);
      if (entry) entries.push(entry);
    }
    sector = nextSector(file, sectorSize, sector);
  }
  return entries;
}

/** What a compound file is, as a CV check needs it. */
export interface CompoundFileKind {
  /** A `WordDocument` stream: a Word 97–2003 document. */
  word: boolean;
  /** A `Macros`, `_VBA_PROJECT`, `_VBA_PROJECT_CUR` or `VBA` storage or stream. */
  macros: boolean;
}

/** What the compound file `file` holds, or null when its directory cannot be read. */
export function compoundFileKind(file: Buffer): CompoundFileKind | null {
  const entries = directoryEntries(file);
  if (entries === null) return null;
  return {
    word: entries.some((e) => e.type === STREAM_OBJECT && e.name === WORD_STREAM),
    macros: entries.some(
      (e) =>
        (e.type === STORAGE_OBJECT || e.type === STREAM_OBJECT) &&
        MACRO_ENTRIES.has(e.name.toLowerCase()),
    ),
  };
}

/** The central directory's end record: 22 bytes, then a comment of at most 65,535. */
const END_RECORD = 0x06054b50;
const END_RECORD_BYTES = 22;
const CENTRAL_ENTRY = 0x02014b50;
const CENTRAL_ENTRY_BYTES = 46;

/**
 * The names in a zip's central directory (what Word reads), or null when it cannot be read
 * whole (no end record, an entry leaving the file, a wrong signature).
 */
export function zipEntryNames(file: Buffer): string[] | null {
  const lowest = Math.max(0, file.length - END_RECORD_BYTES - 0xffff);
  let end = -1;
  for (let at = file.length - END_RECORD_BYTES; at >= lowest; at--) {
    if (file.readUInt32LE(at) === END_RECORD) {
      end = at;
      break;
    }
  }
  if (end === -1) return null;
  const count = file.readUInt16LE(end + 10);
  let at = file.readUInt32LE(end + 16);
  const names: string[] = [];
  for (let i = 0; i < count; i++) {
    if (at + CENTRAL_ENTRY_BYTES > file.length || file.readUInt32LE(at) !== CENTRAL_ENTRY) {
      return null;
    }
    const nameLength = file.readUInt16LE(at + 28);
    const extra = file.readUInt16LE(at + 30);
    const comment = file.readUInt16LE(at + 32);
    const nameEnd = at + CENTRAL_ENTRY_BYTES + nameLength;
    if (nameEnd > file.length) return null;
    names.push(file.toString('utf8', at + CENTRAL_ENTRY_BYTES, nameEnd));
    at = nameEnd + extra + comment;
  }
  return names;
}

/** The part that holds a Word 2007+ document's VBA project (any folder, any case). */
const VBA_PART = /(^|\/)vbaproject\.bin$/i;
const VBA_NAME_ANYWHERE = /vbaproject\.bin/i;

/**
 * Whether a Word 2007+ package carries VBA macros: a `vbaProject.bin` part, whatever its
 * content types say (a .docm renamed, its main type edited), or a zip directory that cannot
 * be read (refused rather than trusted).
 */
export function docxHasMacros(file: Buffer): boolean {
  const names = zipEntryNames(file);
  if (names === null) return true;
  if (names.some((name) => VBA_PART.test(name))) return true;
  // Anywhere in the bytes too: a part named only in a local header is still in the file.
  return VBA_NAME_ANYWHERE.test(file.toString('latin1'));
}
