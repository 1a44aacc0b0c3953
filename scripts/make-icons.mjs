// Writes the install icons (public/icons/*.png) from the favicon's shapes: an orange tile with a
// white lightning bolt. Plain Node (zlib for the PNG's deflate stream), no image library.
// Run: node scripts/make-icons.mjs
import { mkdirSync, writeFileSync } from "node:fs";
import { deflateSync } from "node:zlib";

const ORANGE = [0xea, 0x58, 0x0c];
const WHITE = [0xff, 0xff, 0xff];
// public/favicon.svg, 64×64 units: path "M36 6 14 36h14l-4 22 26-32H35z".
const BOLT = [
  [36, 6],
  [14, 36],
  [28, 36],
  [24, 58],
  [50, 26],
  [35, 26],
];
const SAMPLES = 4; // 4×4 samples per pixel for smooth edges

function insidePolygon(x, y, points) {
  let inside = false;
  for (let i = 0, j = points.length - 1; i < points.length; j = i++) {
    const [xi, yi] = points[i];
    const [xj, yj] = points[j];
    if (yi > y !== yj > y && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) inside = !inside;
  }
  return inside;
}

function insideRoundedRect(x, y, size, radius) {
  const cx = Math.min(Math.max(x, radius), size - radius);
  const cy = Math.min(Math.max(y, radius), size - radius);
  return (x - cx) ** 2 + (y - cy) ** 2 <= radius ** 2;
}

/**
 * `maskable`: the tile fills the whole square (the platform cuts its own shape) and the bolt
 * shrinks into the safe zone, the centred circle of 80% diameter.
 */
function render(size, { maskable }) {
  const unit = size / 64;
  const boltScale = maskable ? 0.75 : 1; // farthest bolt point: 32% of the size from the centre
  const bolt = BOLT.map(([x, y]) => [(32 + (x - 32) * boltScale) * unit, (32 + (y - 32) * boltScale) * unit]);
  const pixels = Buffer.alloc(size * size * 4);
  for (let py = 0; py < size; py++) {
    for (let px = 0; px < size; px++) {
      let tile = 0;
      let mark = 0;
      for (let sy = 0; sy < SAMPLES; sy++) {
        for (let sx = 0; sx < SAMPLES; sx++) {
          const x = px + (sx + 0.5) / SAMPLES;
          const y = py + (sy + 0.5) / SAMPLES;
          if (maskable || insideRoundedRect(x, y, size, 14 * unit)) tile++;
          if (insidePolygon(x, y, bolt)) mark++;
        }
      }
      const total = SAMPLES * SAMPLES;
      const markShare = mark / total;
      const offset = (py * size + px) * 4;
      for (let c = 0; c < 3; c++) pixels[offset + c] = Math.round(ORANGE[c] * (1 - markShare) + WHITE[c] * markShare);
      pixels[offset + 3] = Math.round((Math.max(tile, mark) / total) * 255);
    }
  }
  return encodePng(size, size, pixels);
}

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes) {
  let crc = 0xffffffff;
  for (const byte of bytes) crc = CRC_TABLE[(crc ^ byte) & 0xff] ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

function chunk(type, data) {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, "ascii"), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

function encodePng(width, height, rgba) {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bits per channel
  header[9] = 6; // RGBA
  // Each row starts with filter type 0 (none).
  const raw = Buffer.alloc((width * 4 + 1) * height);
  for (let y = 0; y < height; y++) rgba.copy(raw, y * (width * 4 + 1) + 1, y * width * 4, (y + 1) * width * 4);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", header),
    chunk("IDAT", deflateSync(raw, { level: 9 })),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}

const ICONS = [
  { file: "icon-192.png", size: 192, maskable: false },
  { file: "icon-512.png", size: 512, maskable: false },
  { file: "maskable-192.png", size: 192, maskable: true },
  { file: "maskable-512.png", size: 512, maskable: true },
];

const dir = new URL("../public/icons/", import.meta.url);
mkdirSync(dir, { recursive: true });
for (const icon of ICONS) {
  const png = render(icon.size, icon);
  writeFileSync(new URL(icon.file, dir), png);
  console.log(`public/icons/${icon.file}: ${icon.size}×${icon.size}, ${png.length} bytes`);
}
