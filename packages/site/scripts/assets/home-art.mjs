// The home page's artwork: sample labels, showcase scenes and partner wordmarks, keyed by file name.
import { MONO, INK, MUTED, LINE, BLUE, rect, circle, pathEl, text, labelStock, barcode, code128 } from './svg.mjs';

const samples = {
  'shipping-4x6': (w, h) =>
    labelStock(w, h, 10) +
    text(22, 38, 'FROM:', { size: 11, weight: 700 }) +
    text(22, 56, 'Labelwise Demo Co.', { size: 12 }) +
    text(22, 72, '120 Harbor St', { size: 12 }) +
    text(22, 88, 'Portland OR 97209', { size: 12 }) +
    rect(298, 22, 80, 80, { fill: INK }) +
    text(338, 86, 'P', { size: 64, weight: 800, fill: '#fff', anchor: 'middle' }) +
    rect(2, 114, w - 8, 4, { fill: INK }) +
    text(22, 152, 'PRIORITY 2-DAY', { size: 26, weight: 800, fit: 250 }) +
    rect(2, 168, w - 8, 2, { fill: INK }) +
    text(22, 198, 'SHIP TO:', { size: 12, weight: 700 }) +
    text(22, 230, 'JORDAN LEE', { size: 22, weight: 700 }) +
    text(22, 256, '4821 MAPLE AVENUE', { size: 17 }) +
    text(22, 280, 'SPRINGFIELD IL 62704-1234', { size: 17 }) +
    barcode({ bcid: 'qrcode', text: 'LW1Z999AA10123456784|62704' }, 304, 186, 72, 72) +
    text(22, 316, 'WT 2.4 LB', { size: 12, fill: MUTED }) +
    text(120, 316, 'DIM 12x9x4 IN', { size: 12, fill: MUTED }) +
    rect(2, 334, w - 8, 4, { fill: INK }) +
    text(w / 2, 364, 'TRACKING # LW 1Z99 9AA1 0123 4567 84', { size: 12, weight: 700, anchor: 'middle' }) +
    code128('LW1Z999AA10123456784', 30, 378, 340, 150) +
    rect(2, 546, w - 8, 2, { fill: INK }) +
    text(22, 574, 'labelwise.example', { size: 11, fill: MUTED }) +
    text(w - 26, 574, '1 of 1', { size: 11, fill: MUTED, anchor: 'end' }),
  'return-address': (w, h) =>
    labelStock(w, h, 18) +
    circle(104, 118, 62, { fill: BLUE }) +
    rect(72, 94, 64, 46, { rx: 6, fill: '#fff' }) +
    pathEl('M74 98L104 122L134 98', { fill: 'none', stroke: BLUE, 'stroke-width': 5, 'stroke-linejoin': 'round' }) +
    text(196, 88, 'Avery Collins', { size: 34, weight: 700 }) +
    text(196, 132, '77 Birch Lane, Apt 4B', { size: 24, fill: '#1f2937' }) +
    text(196, 168, 'Austin, TX 78701', { size: 24, fill: '#1f2937' }) +
    rect(196, 186, 120, 4, { rx: 2, fill: BLUE }),
  'price-tag-ean13': (w, h) =>
    labelStock(w, h, 14) +
    pathEl(`M2 14a12 12 0 0 1 12-12H${w - 18}a12 12 0 0 1 12 12V58H2Z`, { fill: '#0f766e' }) +
    text(24, 40, 'ORGANIC GREEN TEA', { size: 22, weight: 800, fill: '#fff', spacing: 1 }) +
    text(24, 92, '20 bags · 40 g', { size: 17, fill: MUTED }) +
    text(24, 168, '$4.99', { size: 66, weight: 800 }) +
    text(24, 196, '$12.48 / 100 g', { size: 14, fill: MUTED }) +
    barcode({ bcid: 'ean13', text: '4006381333931', height: 16, includetext: true, textsize: 11 }, 262, 78, 214, 128) +
    rect(2, 236, w - 8, 1, { fill: LINE }) +
    text(24, 270, 'SKU TEA-020', { size: 14, fill: MUTED }) +
    text(w - 30, 270, 'Aisle 4 · Shelf B', { size: 14, fill: MUTED, anchor: 'end' }),
  'inventory-qr': (w, h) =>
    labelStock(w, h, 14) +
    text(26, 50, 'ASSET TAG', { size: 15, weight: 800, fill: BLUE, spacing: 2 }) +
    text(26, 94, 'LW-IT-00418', { size: 30, weight: 700, family: MONO }) +
    text(26, 130, 'Laptop · 14 in', { size: 18 }) +
    text(26, 160, 'Dept: Finance', { size: 16, fill: MUTED }) +
    text(26, 186, 'Purchased: 2024-03-18', { size: 16, fill: MUTED }) +
    barcode({ bcid: 'qrcode', text: 'https://labelwise.example/asset/LW-IT-00418' }, 322, 30, 154, 154) +
    pathEl(`M2 226H${w - 6}V${h - 18}a12 12 0 0 1-12 12H14a12 12 0 0 1-12-12Z`, { fill: INK }) +
    text(w / 2, 262, 'PROPERTY OF LABELWISE DEMO CO. · IF FOUND CALL +1 555 0100', {
      size: 12,
      weight: 600,
      fill: '#fff',
      anchor: 'middle',
      fit: 440,
    }),
  'food-dates': (w, h) => {
    const rows = [
      ['Prepared', '14 May 2024'],
      ['Use by', '17 May 2024'],
      ['Storage', '0–4 °C'],
      ['Allergens', 'Celery, wheat, egg'],
    ];
    return (
      labelStock(w, h, 20) +
      pathEl(`M2 22a20 20 0 0 1 20-20H${w - 26}a20 20 0 0 1 20 20V92H2Z`, { fill: '#15803d' }) +
      text(w / 2, 62, 'TUESDAY', { size: 40, weight: 800, fill: '#fff', anchor: 'middle', spacing: 4 }) +
      text(w / 2, 148, 'Chicken Noodle Soup', { size: 32, weight: 700, anchor: 'middle' }) +
      rows
        .map(
          ([k, v], i) =>
            text(40, 206 + i * 46, k, { size: 19, fill: MUTED }) +
            text(w - 44, 206 + i * 46, v, { size: 20, weight: 700, anchor: 'end' }) +
            rect(40, 220 + i * 46, w - 84, 1, { fill: LINE }),
        )
        .join('') +
      text(40, 440, 'Prep by: MK', { size: 16, fill: MUTED }) +
      code128('BATCH-0514', 250, 398, 206, 80)
    );
  },
  'file-folder': (w, h) =>
    labelStock(w, h, 10) +
    pathEl(`M2 12a10 10 0 0 1 10-10H34V${h - 6}H12a10 10 0 0 1-10-10Z`, { fill: '#6d28d9' }) +
    text(62, 88, '2024 · INVOICES Q2', { size: 36, weight: 800 }) +
    text(62, 130, 'Finance — Cabinet B, Drawer 2', { size: 20, fill: MUTED }) +
    rect(470, 66, 98, 40, { rx: 20, fill: '#ede9fe' }) +
    text(519, 93, 'F-118', { size: 18, weight: 700, fill: '#5b21b6', anchor: 'middle' }),
  'name-badge': (w, h) =>
    labelStock(w, h, 18) +
    pathEl(`M2 20a18 18 0 0 1 18-18H${w - 24}a18 18 0 0 1 18 18V112H2Z`, { fill: BLUE }) +
    text(w / 2, 64, 'HELLO', { size: 46, weight: 800, fill: '#fff', anchor: 'middle', spacing: 6 }) +
    text(w / 2, 96, 'my name is', { size: 20, fill: '#fff', anchor: 'middle' }) +
    text(w / 2, 196, 'Sam Rivera', { size: 54, weight: 700, anchor: 'middle' }) +
    text(w / 2, 236, 'Product Design', { size: 24, fill: MUTED, anchor: 'middle' }) +
    barcode(
      { bcid: 'code39', text: 'EMP-0042', height: 12, includetext: true, textxalign: 'center', textsize: 10 },
      170,
      262,
      260,
      104,
    ),
};

// Showcase scenes (640x480): the printer and what it is used for.
export const printer = (x, y, label) =>
  label +
  rect(x, y, 220, 120, { rx: 26, fill: '#1f2937' }) +
  rect(x + 30, y + 10, 160, 10, { rx: 5, fill: '#0b1220' }) +
  circle(x + 190, y + 88, 7, { fill: '#22c55e' }) +
  rect(x + 24, y + 80, 90, 8, { rx: 4, fill: '#374151' });
const showcaseScenes = {
  'showcase-shipping': (w, h) =>
    rect(0, 0, w, h, { rx: 20, fill: '#eff6ff' }) +
    rect(0, 380, w, 100, { fill: '#dbeafe' }) +
    printer(
      70,
      262,
      rect(110, 92, 140, 184, { rx: 6, fill: '#fff', stroke: '#94a3b8', 'stroke-width': 2 }) +
        rect(122, 106, 40, 40, { fill: INK }) +
        rect(172, 110, 64, 6, { rx: 3, fill: '#94a3b8' }) +
        rect(172, 124, 50, 6, { rx: 3, fill: '#94a3b8' }) +
        rect(122, 160, 110, 8, { rx: 4, fill: '#334155' }) +
        rect(122, 176, 86, 6, { rx: 3, fill: '#94a3b8' }) +
        code128('LW1Z999AA1', 120, 196, 120, 60, false),
    ) +
    rect(360, 238, 220, 150, { rx: 6, fill: '#d6a66a' }) +
    rect(360, 238, 220, 34, { fill: '#c8955a' }) +
    rect(455, 238, 30, 150, { fill: '#e8c48f' }) +
    rect(384, 292, 62, 80, { rx: 4, fill: '#fff' }) +
    code128('SHIP0001', 388, 330, 54, 36, false) +
    rect(390, 300, 40, 6, { rx: 3, fill: '#64748b' }) +
    rect(390, 312, 30, 6, { rx: 3, fill: '#94a3b8' }),
  'showcase-products': (w, h) => {
    const jar = (x, lid, fill, price, ean) =>
      rect(x + 14, 168, 92, 24, { rx: 6, fill: lid }) +
      rect(x, 188, 120, 190, { rx: 22, fill }) +
      rect(x + 12, 240, 96, 100, { rx: 8, fill: '#fff' }) +
      text(x + 60, 270, price, { size: 22, weight: 800, anchor: 'middle' }) +
      barcode({ bcid: 'ean13', text: ean, height: 10 }, x + 18, 282, 84, 48);
    return (
      rect(0, 0, w, h, { rx: 20, fill: '#f0fdf4' }) +
      rect(40, 378, w - 80, 18, { rx: 6, fill: '#a16207' }) +
      jar(70, '#b45309', '#fde68a', '$4.99', '4006381333931') +
      jar(260, '#15803d', '#bbf7d0', '$3.49', '5901234123457') +
      jar(450, '#be123c', '#fecdd3', '$6.20', '9780201379624')
    );
  },
  'showcase-office': (w, h) => {
    const binder = (x, fill, year) =>
      rect(x, 90, 76, 290, { rx: 8, fill }) +
      rect(x + 12, 130, 52, 120, { rx: 4, fill: '#fff' }) +
      text(x + 38, 186, year, { size: 18, weight: 800, anchor: 'middle' }) +
      text(x + 38, 210, 'TAX', { size: 12, weight: 600, fill: MUTED, anchor: 'middle' }) +
      circle(x + 38, 330, 12, { fill: 'none', stroke: '#fff', 'stroke-width': 4 });
    return (
      rect(0, 0, w, h, { rx: 20, fill: '#faf5ff' }) +
      rect(40, 380, w - 80, 16, { rx: 6, fill: '#7c2d12' }) +
      binder(70, '#1d4ed8', '2021') +
      binder(156, '#0f766e', '2022') +
      binder(242, '#b91c1c', '2023') +
      binder(328, '#6d28d9', '2024') +
      pathEl('M430 196h56l14 18h100v166H430Z', { fill: '#fbbf24' }) +
      rect(430, 224, 170, 156, { rx: 4, fill: '#f59e0b' }) +
      rect(450, 246, 130, 36, { rx: 4, fill: '#fff' }) +
      text(515, 270, 'INVOICES Q2', { size: 14, weight: 800, anchor: 'middle' })
    );
  },
};

export const sampleArt = { ...samples, ...showcaseScenes };

export const logos = {
  phomemo: () =>
    rect(4, 12, 40, 40, { rx: 10, fill: '#ea580c' }) +
    text(24, 42, 'P', { size: 28, weight: 800, fill: '#fff', anchor: 'middle' }) +
    text(54, 42, 'Phomemo', { size: 24, weight: 700, fit: 100 }),
  itari: () =>
    circle(24, 32, 20, { fill: '#0f766e' }) +
    circle(24, 32, 8, { fill: '#fff' }) +
    text(54, 42, 'Itari', { size: 28, weight: 700, fill: '#0f766e' }),
  omezizy: () =>
    pathEl('M4 40c10-18 20-18 30 0s20 18 30 0', {
      fill: 'none',
      stroke: '#7e22ce',
      'stroke-width': 6,
      'stroke-linecap': 'round',
    }) + text(72, 42, 'Omezizy', { size: 21, weight: 700, fill: '#7e22ce', fit: 84 }),
  munbyn: () =>
    rect(4, 46, 152, 5, { fill: '#dc2626' }) +
    text(80, 38, 'MUNBYN', { size: 28, weight: 800, fill: '#1e3a8a', anchor: 'middle', fit: 150 }),
  idprt: () =>
    text(80, 42, 'iDPRT', { size: 32, weight: 800, fill: '#0369a1', anchor: 'middle', fit: 120 }) +
    circle(30, 14, 4, { fill: '#f59e0b' }),
  hprt: () =>
    rect(10, 14, 140, 36, { rx: 4, fill: '#b91c1c' }) +
    text(80, 42, 'HPRT', { size: 28, weight: 800, fill: '#fff', anchor: 'middle', spacing: 4 }),
  xprinter: () =>
    pathEl('M6 16L30 48M30 16L6 48', { stroke: '#2563eb', 'stroke-width': 7, 'stroke-linecap': 'round' }) +
    text(40, 42, 'printer', { size: 26, weight: 700, fill: INK, fit: 112 }),
  rollo: () =>
    circle(24, 32, 18, { fill: 'none', stroke: '#16a34a', 'stroke-width': 7 }) +
    circle(24, 32, 5, { fill: '#16a34a' }) +
    text(52, 42, 'Rollo', { size: 28, weight: 700 }),
  arkscan: () =>
    pathEl('M6 46a22 22 0 0 1 44 0', {
      fill: 'none',
      stroke: '#0e7490',
      'stroke-width': 6,
      'stroke-linecap': 'round',
    }) + text(58, 42, 'Arkscan', { size: 22, weight: 700, fill: '#0e7490', fit: 96 }),
};
