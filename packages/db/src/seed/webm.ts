/**
 * A WebM (Matroska) writer for the demo clips: every frame a VP8 key frame taken out of a lossy
 * WebP picture (a lossy WebP is one VP8 key frame in a RIFF wrapper), so sharp, which draws the
 * demo pictures, also makes the demo's videos; no encoder or outside tool is needed.
 *
 * Layout: EBML header, then one Segment of known size holding Info (duration), Tracks (one VP8
 * video track), Cues (one per cluster, before the clusters so a player finds them while reading
 * the header and can seek) and one Cluster per second of SimpleBlocks.
 */

/** An EBML element: its id (marker bits included) and its body. */
function element(id: number, body: Buffer): Buffer {
  return Buffer.concat([idBytes(id), sizeBytes(body.length), body]);
}

function idBytes(id: number): Buffer {
  const bytes: number[] = [];
  for (let rest = id; rest > 0; rest = Math.floor(rest / 256)) bytes.unshift(rest % 256);
  return Buffer.from(bytes);
}

/** The shortest EBML variable-size integer for `size` (all ones is reserved for "unknown"). */
function sizeBytes(size: number): Buffer {
  for (let length = 1; length <= 8; length++) {
    if (size < 2 ** (7 * length) - 1) {
      const out = Buffer.alloc(length);
      let rest = size;
      for (let i = length - 1; i >= 0; i--) {
        out[i] = rest % 256;
        rest = Math.floor(rest / 256);
      }
      out[0] = (out[0] ?? 0) | (1 << (8 - length));
      return out;
    }
  }
  throw new Error(`webm: element of ${String(size)} bytes is too large`);
}

function uint(id: number, value: number, width?: number): Buffer {
  const bytes: number[] = [];
  for (let rest = value; rest > 0; rest = Math.floor(rest / 256)) bytes.unshift(rest % 256);
  while (bytes.length < (width ?? 1)) bytes.unshift(0);
  return element(id, Buffer.from(bytes));
}

function float(id: number, value: number): Buffer {
  const body = Buffer.alloc(8);
  body.writeDoubleBE(value);
  return element(id, body);
}

function text(id: number, value: string): Buffer {
  return element(id, Buffer.from(value, 'utf8'));
}

const master = (id: number, ...children: Buffer[]) => element(id, Buffer.concat(children));

/** The VP8 key frame inside a lossy WebP file (its `VP8 ` chunk). */
export function vp8FromWebp(webp: Buffer): Buffer {
  if (webp.toString('ascii', 0, 4) !== 'RIFF' || webp.toString('ascii', 8, 12) !== 'WEBP')
    throw new Error('webm: not a WebP file');
  for (let at = 12; at + 8 <= webp.length;) {
    const fourCc = webp.toString('ascii', at, at + 4);
    const size = webp.readUInt32LE(at + 4);
    if (fourCc === 'VP8 ') return webp.subarray(at + 8, at + 8 + size);
    at += 8 + size + (size % 2);
  }
  throw new Error('webm: the WebP holds no lossy VP8 frame');
}

export interface WebmClip {
  width: number;
  height: number;
  framesPerSecond: number;
  /** VP8 key frames, in order. */
  frames: readonly Buffer[];
}

const TRACK = 1;
/** Cue positions are written 8 bytes wide, so the Cues' size does not depend on their values. */
const POSITION_WIDTH = 8;

/** A playable, seekable WebM file of `clip`'s frames. */
export function webmFile(clip: WebmClip): Buffer {
  const frameMs = 1000 / clip.framesPerSecond;
  const durationMs = clip.frames.length * frameMs;
  const header = master(
    0x1a45dfa3,
    uint(0x4286, 1), // EBMLVersion
    uint(0x42f7, 1), // EBMLReadVersion
    uint(0x42f2, 4), // EBMLMaxIDLength
    uint(0x42f3, 8), // EBMLMaxSizeLength
    text(0x4282, 'webm'), // DocType
    uint(0x4287, 2), // DocTypeVersion
    uint(0x4285, 2), // DocTypeReadVersion
  );
  const info = master(
    0x1549a966,
    uint(0x2ad7b1, 1_000_000), // TimestampScale: milliseconds
    float(0x4489, durationMs), // Duration
    text(0x4d80, 'trybuna-seed'), // MuxingApp
    text(0x5741, 'trybuna-seed'), // WritingApp
  );
  const tracks = master(
    0x1654ae6b,
    master(
      0xae, // TrackEntry
      uint(0xd7, TRACK), // TrackNumber
      uint(0x73c5, TRACK), // TrackUID
      uint(0x9c, 0), // FlagLacing
      text(0x86, 'V_VP8'), // CodecID
      uint(0x83, 1), // TrackType: video
      uint(0x23e383, Math.round(frameMs * 1_000_000)), // DefaultDuration (ns)
      master(0xe0, uint(0xb0, clip.width), uint(0xba, clip.height)), // Video
    ),
  );
  // One cluster per second: block timestamps are 16-bit offsets from their cluster's.
  const perCluster = Math.max(1, Math.round(clip.framesPerSecond));
  const clusters: { timeMs: number; body: Buffer }[] = [];
  for (let first = 0; first < clip.frames.length; first += perCluster) {
    const timeMs = Math.round(first * frameMs);
    const blocks = clip.frames.slice(first, first + perCluster).map((frame, i) => {
      const head = Buffer.alloc(4);
      head[0] = 0x80 | TRACK;
      head.writeInt16BE(Math.round((first + i) * frameMs) - timeMs, 1);
      head[3] = 0x80; // key frame
      return element(0xa3, Buffer.concat([head, frame])); // SimpleBlock
    });
    clusters.push({ timeMs, body: master(0x1f43b675, uint(0xe7, timeMs), ...blocks) });
  }
  const cues = (positions: number[]) =>
    master(
      0x1c53bb6b,
      ...clusters.map((cluster, i) =>
        master(
          0xbb, // CuePoint
          uint(0xb3, cluster.timeMs, 1), // CueTime
          master(0xb7, uint(0xf7, TRACK), uint(0xf1, positions[i] ?? 0, POSITION_WIDTH)),
        ),
      ),
    );
  // Positions count from the start of the Segment's body.
  const firstCluster = info.length + tracks.length + cues([]).length;
  const positions: number[] = [];
  let at = firstCluster;
  for (const cluster of clusters) {
    positions.push(at);
    at += cluster.body.length;
  }
  const segment = master(0x18538067, info, tracks, cues(positions), ...clusters.map((c) => c.body));
  return Buffer.concat([header, segment]);
}
