/**
 * Whether an OLE compound file ([MS-CFB]) is a Word 97–2003 document ([MS-DOC]): its
 * directory holds a stream named `WordDocument`. `file-type` reports every compound file as
 * `cfb` (Word, Excel, PowerPoint, Outlook messages, installers…); this tells the .doc apart.
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

/** Whether the directory entry at `at` is a stream named `WordDocument`. */
function isWordStream(file: Buffer, at: number): boolean {
  const nameBytes = file.readUInt16LE(at + 0x40);
  if (nameBytes !== (WORD_STREAM.length + 1) * 2) return false;
  if (file[at + 0x42] !== STREAM_OBJECT) return false;
  return file.toString('utf16le', at, at + WORD_STREAM.length * 2) === WORD_STREAM;
}

export function isWordBinaryDocument(file: Buffer): boolean {
  if (file.length < HEADER_BYTES) return false;
  const sectorSize = sectorSizeOf(file);
  if (sectorSize === null) return false;
  // A chain longer than the file has sectors is a loop.
  const maxSectors = Math.ceil(file.length / sectorSize);
  let sector: number | null = file.readUInt32LE(0x30);
  for (let step = 0; sector !== null && sector <= MAX_REGULAR_SECTOR; step++) {
    if (step > maxSectors) return false;
    const start = (sector + 1) * sectorSize;
    if (start + sectorSize > file.length) return false;
    for (let at = start; at < start + sectorSize; at += DIRECTORY_ENTRY_BYTES) {
      if (isWordStream(file, at)) return true;
    }
    sector = nextSector(file, sectorSize, sector);
  }
  return false;
}
