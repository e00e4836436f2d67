// The tarball's package.json must point into dist whichever client packs it. In the workspace the manifest points at
// src (so the site, admin and Storybook use the source with no build step), and pnpm alone would swap in
// `publishConfig`. npm, yarn and `changeset publish` through npm do not, so `prepack` writes the publishConfig fields
// over the top-level ones for the few seconds of packing and `postpack` puts the workspace manifest back, byte for byte.
//   node scripts/pack-manifest.mjs prepack | postpack
import { copyFileSync, existsSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const packageDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const manifestPath = path.join(packageDir, 'package.json');
const backupPath = path.join(packageDir, '.package.workspace.json');
/** The fields whose packed value lives under publishConfig. */
const distFields = ['main', 'types', 'exports'];

function fail(message) {
  console.error(`[labelwise/ui: pack] ${message}`);
  process.exit(1);
}

function prepack() {
  if (existsSync(backupPath)) {
    fail(
      `${path.basename(backupPath)} exists: an earlier pack did not finish. Run "node scripts/pack-manifest.mjs postpack" first.`,
    );
  }
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));
  const { publishConfig = {} } = manifest;
  const missing = distFields.filter((field) => publishConfig[field] === undefined);
  if (missing.length > 0) fail(`publishConfig lacks ${missing.join(', ')}.`);
  for (const target of Object.values(publishConfig.exports)) {
    const files = typeof target === 'string' ? [target] : Object.values(target);
    for (const file of files) {
      if (!existsSync(path.join(packageDir, file))) fail(`${file} is missing: run "pnpm run build" before packing.`);
    }
  }
  copyFileSync(manifestPath, backupPath);
  const packed = { ...manifest };
  for (const field of distFields) packed[field] = publishConfig[field];
  // Only registry settings stay under publishConfig; pnpm would otherwise apply the same values a second time.
  packed.publishConfig = Object.fromEntries(Object.entries(publishConfig).filter(([key]) => !distFields.includes(key)));
  // A partner's install needs neither the pack-time scripts nor the library's own build and test tooling. The
  // clients run postpack from the manifest they read before prepack, so the workspace manifest still comes back.
  delete packed.scripts;
  delete packed.devDependencies;
  writeFileSync(manifestPath, `${JSON.stringify(packed, null, 2)}\n`);
}

function postpack() {
  if (existsSync(backupPath)) renameSync(backupPath, manifestPath);
}

const step = process.argv[2];
if (step === 'prepack') prepack();
else if (step === 'postpack') postpack();
else fail(`unknown step "${step}"; expected prepack or postpack.`);
