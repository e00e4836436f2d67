// Video posters (PC screencast or phone recording) and the FAQ illustrations, keyed by file name.
import {
  MONO,
  INK,
  MUTED,
  LINE,
  BLUE,
  rect,
  circle,
  line,
  pathEl,
  text,
  barcode,
  code128,
  playButton,
} from './svg.mjs';
import { printer } from './home-art.mjs';

const accents = ['#1d4ed8', '#0f766e', '#6d28d9', '#b45309', '#be123c'];
const iconCanvas = {
  windows: (x, y) =>
    rect(x, y, 300, 150, { rx: 8, fill: '#fff', stroke: LINE }) +
    text(x + 20, y + 34, 'Labelwise Setup', { size: 16, weight: 700 }) +
    text(x + 20, y + 62, 'Installing…', { size: 13, fill: MUTED }) +
    rect(x + 20, y + 78, 260, 12, { rx: 6, fill: '#e5e7eb' }) +
    rect(x + 20, y + 78, 170, 12, { rx: 6, fill: BLUE }) +
    rect(x + 200, y + 110, 80, 26, { rx: 5, fill: BLUE }) +
    text(x + 240, y + 128, 'Next', { size: 13, weight: 600, fill: '#fff', anchor: 'middle' }),
  apple: (x, y) =>
    rect(x, y, 300, 150, { rx: 12, fill: '#fff', stroke: LINE }) +
    circle(x + 18, y + 16, 5, { fill: '#f87171' }) +
    circle(x + 34, y + 16, 5, { fill: '#fbbf24' }) +
    circle(x + 50, y + 16, 5, { fill: '#34d399' }) +
    text(x + 150, y + 56, 'Install Labelwise', { size: 16, weight: 700, anchor: 'middle' }) +
    rect(x + 110, y + 72, 80, 40, { rx: 8, fill: '#dbeafe' }) +
    pathEl(`M${x + 150} ${y + 78}v24m-10-10l10 10 10-10`, { stroke: BLUE, 'stroke-width': 4, fill: 'none' }) +
    rect(x + 200, y + 118, 80, 22, { rx: 6, fill: BLUE }) +
    text(x + 240, y + 134, 'Continue', { size: 12, weight: 600, fill: '#fff', anchor: 'middle' }),
  driver: (x, y) =>
    rect(x, y, 300, 150, { rx: 8, fill: '#fff', stroke: LINE }) +
    text(x + 20, y + 32, 'Printers & scanners', { size: 16, weight: 700 }) +
    [0, 1, 2]
      .map(
        (i) =>
          rect(x + 20, y + 48 + i * 32, 260, 26, { rx: 5, fill: i === 0 ? '#dbeafe' : '#f3f4f6' }) +
          rect(x + 28, y + 55 + i * 32, 18, 12, { rx: 2, fill: i === 0 ? BLUE : '#9ca3af' }) +
          text(x + 56, y + 66 + i * 32, ['Labelwise 4x6 Thermal', 'Office LaserJet', 'PDF Printer'][i], {
            size: 12,
            weight: i === 0 ? 700 : 400,
          }),
      )
      .join(''),
  label: (x, y) =>
    rect(x + 60, y, 180, 150, { rx: 6, fill: '#fff', stroke: '#94a3b8' }) +
    text(x + 76, y + 28, 'SHIP TO:', { size: 11, weight: 700 }) +
    text(x + 76, y + 48, 'JORDAN LEE', { size: 15, weight: 700 }) +
    text(x + 76, y + 66, 'SPRINGFIELD IL', { size: 12 }) +
    code128('LW0000417', x + 80, y + 78, 140, 64, false),
  spreadsheet: (x, y) =>
    [0, 1, 2, 3, 4]
      .map((r) =>
        [0, 1, 2]
          .map((c) => rect(x + c * 56, y + r * 28, 56, 28, { fill: r === 0 ? '#dcfce7' : '#fff', stroke: '#86efac' }))
          .join(''),
      )
      .join('') +
    text(x + 28, y + 19, 'SKU', { size: 11, weight: 700, anchor: 'middle' }) +
    text(x + 84, y + 19, 'Name', { size: 11, weight: 700, anchor: 'middle' }) +
    text(x + 140, y + 19, 'Price', { size: 11, weight: 700, anchor: 'middle' }) +
    pathEl(`M${x + 178} ${y + 70}h26m-10-10l10 10-10 10`, { stroke: '#15803d', 'stroke-width': 4, fill: 'none' }) +
    rect(x + 212, y + 20, 90, 100, { rx: 6, fill: '#fff', stroke: '#94a3b8' }) +
    text(x + 257, y + 46, '$4.99', { size: 16, weight: 800, anchor: 'middle' }) +
    barcode({ bcid: 'ean13', text: '4006381333931', height: 8 }, x + 222, y + 56, 70, 54),
  barcode: (x, y) =>
    rect(x + 30, y, 240, 150, { rx: 6, fill: '#fff', stroke: LINE }) +
    code128('LW-2024-00042', x + 45, y + 14, 210, 122),
  pdf: (x, y) =>
    rect(x + 40, y - 4, 220, 158, { rx: 4, fill: '#fff', stroke: LINE }) +
    [0, 1]
      .map((r) =>
        [0, 1]
          .map(
            (c) =>
              rect(x + 56 + c * 100, y + 10 + r * 72, 88, 62, {
                fill: '#f9fafb',
                stroke: '#ef4444',
                'stroke-dasharray': '4 3',
              }) + code128('PDF' + r + c, x + 64 + c * 100, y + 30 + r * 72, 72, 30, false),
          )
          .join(''),
      )
      .join(''),
  serial: (x, y) =>
    ['0001', '0002', '0003']
      .map(
        (n, i) =>
          rect(x + 10 + i * 96, y + 30, 86, 90, { rx: 6, fill: '#fff', stroke: '#94a3b8' }) +
          text(x + 53 + i * 96, y + 62, `SN-${n}`, { size: 14, weight: 700, anchor: 'middle', family: MONO }) +
          code128(`SN-${n}`, x + 18 + i * 96, y + 72, 70, 40, false),
      )
      .join(''),
  calibrate: (x, y) =>
    printer(x + 40, y + 40, rect(x + 90, y - 4, 120, 60, { rx: 4, fill: '#fff', stroke: '#94a3b8' })) +
    pathEl(`M${x + 40} ${y + 20}a60 60 0 0 1 60-40`, { stroke: '#b45309', 'stroke-width': 4, fill: 'none' }) +
    pathEl(`M${x + 260} ${y + 20}a60 60 0 0 0-60-40`, { stroke: '#b45309', 'stroke-width': 4, fill: 'none' }),
};
const mobileScreen = {
  bluetooth: (x, y) =>
    text(x + 16, y + 26, 'Printers nearby', { size: 14, weight: 700 }) +
    ['PM-241-BT', 'D520BT', 'A64M']
      .map(
        (n, i) =>
          rect(x + 12, y + 40 + i * 46, 192, 38, { rx: 8, fill: i === 0 ? '#dbeafe' : '#f3f4f6' }) +
          text(x + 24, y + 64 + i * 46, n, { size: 13, weight: i === 0 ? 700 : 400 }) +
          pathEl(`M${x + 180} ${y + 50 + i * 46}l8 6-8 6m0-12v18l8-6-8-6`, {
            stroke: BLUE,
            'stroke-width': 2,
            fill: 'none',
          }),
      )
      .join(''),
  phone: (x, y) =>
    rect(x + 20, y + 10, 176, 120, { rx: 6, fill: '#fff', stroke: '#94a3b8' }) +
    text(x + 36, y + 40, 'Fresh Basil', { size: 16, weight: 700 }) +
    text(x + 36, y + 60, 'Packed 05/14', { size: 12, fill: MUTED }) +
    code128('BASIL-01', x + 36, y + 70, 144, 52, false) +
    ['T', 'B', 'Q', '+']
      .map(
        (g, i) =>
          rect(x + 20 + i * 46, y + 150, 38, 38, { rx: 8, fill: '#f3f4f6' }) +
          text(x + 39 + i * 46, y + 175, g, { size: 16, weight: 700, anchor: 'middle' }),
      )
      .join(''),
  label: (x, y) => iconCanvas.label(x - 42, y + 10),
  scan: (x, y) =>
    rect(x + 12, y + 10, 192, 190, { rx: 10, fill: '#111827' }) +
    barcode({ bcid: 'ean13', text: '5901234123457', height: 12 }, x + 48, y + 64, 120, 80) +
    pathEl(`M${x + 36} ${y + 50}v-16h24m96 0h24v16m0 120v16h-24m-96 0h-24v-16`, {
      stroke: '#22c55e',
      'stroke-width': 4,
      fill: 'none',
    }) +
    line(x + 36, y + 104, x + 180, y + 104, '#ef4444', 2),
  template: (x, y) =>
    [0, 1, 2, 3]
      .map(
        (i) =>
          rect(x + 14 + (i % 2) * 98, y + 14 + Math.floor(i / 2) * 98, 90, 90, {
            rx: 8,
            fill: ['#dbeafe', '#dcfce7', '#fef3c7', '#fce7f3'][i],
          }) + rect(x + 26 + (i % 2) * 98, y + 30 + Math.floor(i / 2) * 98, 66, 40, { rx: 4, fill: '#fff' }),
      )
      .join(''),
};
// No duration and no words on the posters: the site shows each file's real length, read from its mvhd box below
// (media.json), and says in the visitor's language, beside the poster and in the player, that a clip is a
// placeholder (site.guides.cardMeta, placeholderNote). A word drawn into an image would be English for everyone.

export function pcPoster(v, i, w, h) {
  const accent = accents[i % accents.length];
  return (
    rect(0, 0, w, h, { fill: accent }) +
    circle(w - 40, 30, 120, { fill: '#fff', 'fill-opacity': 0.08 }) +
    rect(40, 40, 560, 282, { rx: 12, fill: '#f8fafc' }) +
    pathEl('M40 52a12 12 0 0 1 12-12H588a12 12 0 0 1 12 12V68H40Z', { fill: '#e5e7eb' }) +
    circle(58, 54, 5, { fill: '#f87171' }) +
    circle(74, 54, 5, { fill: '#fbbf24' }) +
    circle(90, 54, 5, { fill: '#34d399' }) +
    text(320, 59, 'Labelwise', { size: 12, weight: 600, fill: MUTED, anchor: 'middle' }) +
    rect(40, 68, 64, 254, { fill: '#eef2f7' }) +
    [0, 1, 2, 3].map((k) => rect(56, 84 + k * 44, 32, 32, { rx: 7, fill: k === i % 4 ? accent : '#cbd5e1' })).join('') +
    iconCanvas[v.icon](210, 110) +
    playButton(320, 196, 36)
  );
}
export function mobilePoster(v, i, w, h) {
  const accent = accents[(i + 2) % accents.length];
  const x = 72;
  const y = 150;
  return (
    rect(0, 0, w, h, { fill: accent }) +
    circle(40, 80, 140, { fill: '#fff', 'fill-opacity': 0.08 }) +
    rect(60, 40, 240, 540, { rx: 36, fill: INK }) +
    rect(72, 56, 216, 508, { rx: 26, fill: '#fff' }) +
    rect(150, 64, 60, 10, { rx: 5, fill: INK }) +
    rect(72, 86, 216, 48, { fill: accent }) +
    text(90, 116, 'Labelwise', { size: 16, weight: 700, fill: '#fff' }) +
    mobileScreen[v.icon](x, y) +
    playButton(180, 430, 34)
  );
}
const check = (cx, cy) =>
  circle(cx, cy, 18, { fill: '#16a34a' }) +
  pathEl(`M${cx - 8} ${cy}l6 6 11-12`, { stroke: '#fff', 'stroke-width': 4, fill: 'none', 'stroke-linecap': 'round' });
const cross = (cx, cy) =>
  circle(cx, cy, 18, { fill: '#dc2626' }) +
  pathEl(`M${cx - 7} ${cy - 7}l14 14m0-14l-14 14`, { stroke: '#fff', 'stroke-width': 4, 'stroke-linecap': 'round' });
const dialog = (x, y, w, h, title) =>
  rect(x + 4, y + 6, w, h, { rx: 10, fill: '#cbd5e1' }) +
  rect(x, y, w, h, { rx: 10, fill: '#fff', stroke: '#94a3b8' }) +
  pathEl(`M${x} ${y + 10}a10 10 0 0 1 10-10H${x + w - 10}a10 10 0 0 1 10 10V${y + 36}H${x}Z`, { fill: '#e5e7eb' }) +
  text(x + 16, y + 24, title, { size: 14, weight: 700 });
export const faqArt = {
  'scratch-test': (w, h) =>
    rect(0, 0, w, h, { rx: 18, fill: '#f8fafc' }) +
    rect(70, 80, 220, 200, { rx: 10, fill: '#fff', stroke: '#94a3b8', 'stroke-width': 2 }) +
    pathEl('M100 220C140 170 190 150 260 130', {
      stroke: INK,
      'stroke-width': 10,
      fill: 'none',
      'stroke-linecap': 'round',
    }) +
    check(180, 320) +
    rect(350, 80, 220, 200, { rx: 10, fill: '#fff', stroke: '#94a3b8', 'stroke-width': 2 }) +
    pathEl('M380 220C420 170 470 150 540 130', {
      stroke: '#e2e8f0',
      'stroke-width': 10,
      fill: 'none',
      'stroke-linecap': 'round',
    }) +
    cross(460, 320) +
    pathEl('M250 110c18-14 34-10 44 6l-22 22c-10-4-18-14-22-28Z', {
      fill: '#fcd34d',
      stroke: '#b45309',
      'stroke-width': 2,
    }),
  'label-direction': (w, h) =>
    rect(0, 0, w, h, { rx: 18, fill: '#f8fafc' }) +
    rect(60, 150, 300, 170, { rx: 30, fill: '#1f2937' }) +
    circle(160, 235, 60, { fill: '#fff', stroke: '#94a3b8', 'stroke-width': 3 }) +
    circle(160, 235, 18, { fill: '#cbd5e1' }) +
    pathEl('M220 235H470', { stroke: '#fff', 'stroke-width': 14 }) +
    pathEl('M220 235H470', {
      stroke: '#94a3b8',
      'stroke-width': 14,
      'stroke-dasharray': '44 6',
      'stroke-opacity': 0.4,
    }) +
    [0, 1, 2].map((k) => rect(380 + k * 50, 220, 40, 8, { rx: 2, fill: INK })).join('') +
    pathEl('M380 160h150m-16-14l16 14-16 14', {
      stroke: BLUE,
      'stroke-width': 6,
      fill: 'none',
      'stroke-linecap': 'round',
      'stroke-linejoin': 'round',
    }) +
    pathEl('M160 150a85 85 0 0 1 70 30', { stroke: BLUE, 'stroke-width': 5, fill: 'none', 'stroke-dasharray': '8 8' }) +
    check(560, 232),
  'driver-paper-size': (w, h) =>
    rect(0, 0, w, h, { rx: 18, fill: '#f8fafc' }) +
    dialog(100, 50, 440, 300, 'Printing Preferences') +
    text(130, 126, 'Paper size', { size: 14, weight: 600 }) +
    rect(250, 106, 260, 32, { rx: 6, fill: '#dbeafe', stroke: BLUE, 'stroke-width': 2 }) +
    text(264, 127, '100 x 150 mm (4 x 6 in)', { size: 13, weight: 700 }) +
    pathEl('M488 118l6 6 6-6', { stroke: INK, 'stroke-width': 2, fill: 'none' }) +
    text(130, 180, 'Orientation', { size: 14, weight: 600 }) +
    rect(250, 160, 260, 32, { rx: 6, fill: '#fff', stroke: '#cbd5e1' }) +
    text(264, 181, 'Portrait', { size: 13 }) +
    text(130, 234, 'Darkness', { size: 14, weight: 600 }) +
    rect(250, 226, 260, 6, { rx: 3, fill: '#e5e7eb' }) +
    rect(250, 226, 170, 6, { rx: 3, fill: BLUE }) +
    circle(420, 229, 9, { fill: BLUE }) +
    rect(340, 302, 80, 30, { rx: 6, fill: BLUE }) +
    text(380, 322, 'OK', { size: 13, weight: 700, fill: '#fff', anchor: 'middle' }) +
    rect(432, 302, 90, 30, { rx: 6, fill: '#fff', stroke: '#94a3b8' }) +
    text(477, 322, 'Cancel', { size: 13, anchor: 'middle' }),
  'print-actual-size': (w, h) =>
    rect(0, 0, w, h, { rx: 18, fill: '#f8fafc' }) +
    dialog(60, 50, 520, 300, 'Print') +
    text(90, 118, 'Page sizing', { size: 14, weight: 700 }) +
    [
      ['Actual size', true],
      ['Fit', false],
      ['Shrink oversized pages', false],
    ]
      .map(
        ([label, on], k) =>
          circle(100, 150 + k * 36, 9, { fill: '#fff', stroke: on ? BLUE : '#94a3b8', 'stroke-width': 2 }) +
          (on ? circle(100, 150 + k * 36, 4.5, { fill: BLUE }) : '') +
          text(118, 155 + k * 36, label, { size: 14, weight: on ? 700 : 400 }),
      )
      .join('') +
    rect(380, 100, 170, 220, { rx: 4, fill: '#f1f5f9', stroke: '#cbd5e1' }) +
    rect(405, 120, 120, 180, { rx: 4, fill: '#fff', stroke: '#94a3b8' }) +
    text(465, 146, 'SHIP TO:', { size: 10, weight: 700, anchor: 'middle' }) +
    code128('LW0000417', 415, 200, 100, 80, false) +
    text(465, 338, '100%', { size: 12, weight: 700, fill: MUTED, anchor: 'middle' }),
  'paper-guides': (w, h) =>
    rect(0, 0, w, h, { rx: 18, fill: '#f8fafc' }) +
    rect(120, 60, 400, 280, { rx: 30, fill: '#1f2937' }) +
    rect(150, 90, 340, 220, { rx: 12, fill: '#374151' }) +
    rect(260, 90, 120, 220, { fill: '#fff' }) +
    [0, 1, 2, 3].map((k) => rect(260, 112 + k * 52, 120, 3, { fill: '#cbd5e1' })).join('') +
    rect(236, 150, 22, 100, { rx: 4, fill: '#9ca3af' }) +
    rect(382, 150, 22, 100, { rx: 4, fill: '#9ca3af' }) +
    pathEl('M170 200h52m-14-14l14 14-14 14', {
      stroke: '#22c55e',
      'stroke-width': 6,
      fill: 'none',
      'stroke-linecap': 'round',
      'stroke-linejoin': 'round',
    }) +
    pathEl('M470 200h-52m14-14l-14 14 14 14', {
      stroke: '#22c55e',
      'stroke-width': 6,
      fill: 'none',
      'stroke-linecap': 'round',
      'stroke-linejoin': 'round',
    }),
};
