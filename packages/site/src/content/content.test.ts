import { describe, expect, it } from 'vitest';
import { locales } from '@labelwise/ui';
import { CONTENT_LOCALES } from '@labelwise/contract/rules';
// The API's demo catalog: the site's content must name the same models, brands and enums.
import { BRANDS, CONTACT_OS, CONTACT_ROLES, MODELS } from '@labelwise/contract/catalog-seed';
import { CONTACT_OS as CONTRACT_OS, CONTACT_ROLES as CONTRACT_ROLES } from '@labelwise/contract/rules';
import { isSiteMessageId } from '../i18n';
import {
  claims,
  contactOsLabel,
  contactRoleLabel,
  faqEntries,
  guideBySlug,
  guideModels,
  guidesByBrand,
  mobileVideos,
  partnerLogos,
  pcVideos,
  sampleLabels,
  setupSections,
  showcase,
  symbologies,
  videoById,
  videos,
  type ImageRef,
} from './index';

const SPEC_GUIDE_PATHS =
  '/d520, /d530, /d550, /d550Pro, /pm241, /pm245, /pm249, /pm249wf, /pm247wf, /pm248wf, /pm246s, /pm246sbt, /6series, /6XL, /650, /650xlpro, /pm241wf, /t200, /d480bt, /d450, /am243, /am243bt, /pm344, /p780bt, /pl70, /DS-50P, /pm2410, /pm64d, /pm64Air, /pm2411, /a64m'.split(
    ', ',
  );

function expectImage(image: ImageRef | { img?: string; src?: string; width: number; height: number }) {
  const src = 'src' in image ? image.src : image.img;
  expect(src).toMatch(/^\/(images|media)\/[a-z0-9/-]+\.(webp|svg|avif)$/);
  expect(image.width).toBeGreaterThan(0);
  expect(image.height).toBeGreaterThan(0);
  if ('alt' in image) expect(isSiteMessageId(image.alt), image.alt).toBe(true);
}

/** GS1 mod-10 check digit for EAN-13, UPC-A and ITF-14. */
function gs1Valid(code: string): boolean {
  const digits = [...code].map(Number);
  const check = digits.pop()!;
  const sum = digits.reverse().reduce((acc, d, i) => acc + d * (i % 2 === 0 ? 3 : 1), 0);
  return (10 - (sum % 10)) % 10 === check;
}

describe('printer guide models', () => {
  it('has the 31 guide routes, in order', () => {
    expect(guideModels.map((g) => g.path)).toEqual(SPEC_GUIDE_PATHS);
  });

  it('matches the API catalog (names, brands, connections, drivers, pairing prefixes)', () => {
    expect(guideModels).toHaveLength(MODELS.length);
    for (const [i, seed] of MODELS.entries()) {
      const g = guideModels[i]!;
      expect(g.slug).toBe(seed.guide);
      expect(g.name).toBe(seed.name);
      expect(g.brand).toBe(seed.brand);
      expect([...g.connections].sort()).toEqual([...seed.connections].sort());
      expect(g.sections.includes('linux'), g.slug).toBe(Boolean(seed.linux));
      expect(g.sections.includes('mac'), g.slug).toBe(seed.mac !== false);
      expect(g.pairing.map((p) => p.prefix).sort()).toEqual((seed.pairing ?? []).map((p) => p.prefix).sort());
    }
  });

  it('shows setup sections in page order, each with real steps', () => {
    for (const g of guideModels) {
      expect(g.sections).toEqual(setupSections.filter((s) => g.sections.includes(s)));
      expect(Object.keys(g.steps).sort()).toEqual([...g.sections].sort());
      for (const section of g.sections) {
        const steps = g.steps[section]!;
        expect(steps.length, `${g.slug} ${section}`).toBeGreaterThanOrEqual(3);
        for (const id of steps) expect(isSiteMessageId(id), id).toBe(true);
        expect(new Set(steps).size).toBe(steps.length);
      }
      expect(g.sections).toContain('usb');
      expect(g.sections).toContain('windows');
      expect(g.sections).toContain('chromeos');
      expect(g.sections.includes('bluetooth')).toBe(g.connections.includes('bluetooth'));
      expect(g.firmware).toBe(g.connections.includes('bluetooth') || g.connections.includes('wifi'));
      expect(g.manual).toBe(true);
      for (const v of g.videos) expect(videoById(v)).toBeDefined();
    }
  });

  it('adds Wi-Fi steps to the Windows and Mac sections of Wi-Fi models only', () => {
    for (const g of guideModels) {
      const wifi = g.connections.includes('wifi');
      expect(g.steps.windows!.includes('site.guide.winAddNetwork'), g.slug).toBe(wifi);
      if (g.steps.mac) expect(g.steps.mac.includes('site.guide.macAddNetwork'), g.slug).toBe(wifi);
    }
  });

  it('describes system pairing where the serial prefix allows it', () => {
    const pm241 = guideBySlug('pm241')!;
    expect(pm241.steps.bluetooth).toEqual(
      expect.arrayContaining(['site.guide.pairCheckSerial', 'site.guide.pairWindows', 'site.guide.pairMac']),
    );
    expect(pm241.steps.chromeos).toContain('site.guide.crosBluetooth');
    const d520 = guideBySlug('d520')!;
    expect(d520.steps.bluetooth).toContain('site.guide.pairWindows');
    expect(d520.steps.bluetooth).not.toContain('site.guide.pairMac');
    expect(d520.steps.chromeos).not.toContain('site.guide.crosBluetooth');
    const others = guideModels.filter((g) => g.slug !== 'pm241' && g.slug !== 'd520');
    for (const g of others) {
      expect(g.pairing).toEqual([]);
      expect(g.steps.bluetooth ?? []).not.toContain('site.guide.pairCheckSerial');
    }
  });

  it('finds a model by slug regardless of case and filters by brand', () => {
    expect(guideBySlug('/6xl')?.name).toBe('6XL');
    expect(guideBySlug('ds-50p')?.path).toBe('/DS-50P');
    expect(guideBySlug('nope')).toBeUndefined();
    expect(guidesByBrand('itari').map((g) => g.slug)).toEqual([
      'pm247wf',
      'pm248wf',
      '6series',
      '6XL',
      '650',
      '650xlpro',
    ]);
  });
});

describe('home content', () => {
  it('has 7 sample labels, 3 showcase blocks and the 8 product claims', () => {
    expect(sampleLabels).toHaveLength(7);
    sampleLabels.forEach(expectImage);
    expect(new Set(sampleLabels.map((s) => s.src)).size).toBe(7);
    expect(showcase).toHaveLength(3);
    showcase.forEach((s) => expectImage(s.image));
    expect(claims).toHaveLength(8);
    for (const c of claims) expect(isSiteMessageId(c.title) && isSiteMessageId(c.body)).toBe(true);
  });

  it('has 8 barcode symbologies whose sample values are valid for their standard', () => {
    expect(symbologies).toHaveLength(8);
    expect(new Set(symbologies.map((s) => s.bcid)).size).toBe(8);
    for (const s of symbologies) {
      expect(isSiteMessageId(s.description)).toBe(true);
      expect(s.image).toBe(`/images/barcodes/${s.id}.svg`);
    }
    const byId = Object.fromEntries(symbologies.map((s) => [s.id, s.sample]));
    expect(byId.ean13).toMatch(/^\d{13}$/);
    expect(byId.upca).toMatch(/^\d{12}$/);
    expect(byId.itf14).toMatch(/^\d{14}$/);
    for (const id of ['ean13', 'upca', 'itf14']) expect(gs1Valid(byId[id]!), id).toBe(true);
    expect(byId.code39).toMatch(/^[0-9A-Z\-. $/+%]+$/);
    expect(gs1Valid('4006381333932')).toBe(false);
  });

  it('has 9 partner logos with https links, the three API partners first with their pages', () => {
    expect(partnerLogos).toHaveLength(9);
    expect(new Set(partnerLogos.map((p) => p.id)).size).toBe(9);
    for (const p of partnerLogos) {
      expect(p.url).toMatch(/^https:\/\/[a-z0-9.-]+\.[a-z]+$/);
      expectImage(p);
    }
    expect(partnerLogos.slice(0, 3).map((p) => p.page)).toEqual(['/phomemo', '/itari', '/omezizy']);
    expect(partnerLogos.slice(0, 3).map((p) => p.url)).toEqual(BRANDS.slice(0, 3).map((b) => b.website));
  });
});

describe('videos and FAQ', () => {
  it('has 14 PC and 6 mobile videos with unique ids and translated titles', () => {
    expect(pcVideos).toHaveLength(14);
    expect(mobileVideos).toHaveLength(6);
    expect(new Set(videos.map((v) => v.id)).size).toBe(20);
    for (const v of videos) {
      expect(isSiteMessageId(v.title)).toBe(true);
      expect(v.videoUrl).toBe(`/media/videos/${v.id}.mp4`);
      expectImage({ src: v.poster, width: v.posterWidth, height: v.posterHeight });
    }
  });

  it('lists the recordings of the site first, as real clips with a frame as poster; the rest are demo stand-ins', () => {
    const recorded = (list: readonly (typeof videos)[number][]) => list.filter((v) => !v.placeholder).map((v) => v.id);
    expect(recorded(pcVideos)).toEqual(['site-find-driver', 'site-chart', 'site-doctor', 'site-label-pdf']);
    expect(recorded(mobileVideos)).toEqual(['site-doctor-phone']);
    expect(pcVideos.slice(0, 4).every((v) => !v.placeholder)).toBe(true);
    for (const v of videos) expect(v.poster.endsWith(v.placeholder ? '.svg' : '.webp'), v.id).toBe(true);
  });

  it('has the three FAQ items, each with several troubleshooting steps', () => {
    expect(faqEntries.map((f) => f.id)).toEqual(['blank-print', 'incomplete-print', 'paper-not-loading']);
    for (const f of faqEntries) {
      expect(isSiteMessageId(f.title)).toBe(true);
      expect(f.details.length).toBeGreaterThanOrEqual(3);
      for (const d of f.details) {
        expect(isSiteMessageId(d.text)).toBe(true);
        d.images.forEach(expectImage);
      }
      expect(f.details.some((d) => d.images.length > 0)).toBe(true);
    }
  });
});

describe('contact options', () => {
  it("labels exactly the roles and systems the API accepts (the contract's lists)", () => {
    expect(CONTRACT_ROLES).toEqual(CONTACT_ROLES);
    expect(CONTRACT_OS).toEqual(CONTACT_OS);
    expect(Object.keys(contactRoleLabel).sort()).toEqual([...CONTACT_ROLES].sort());
    expect(Object.keys(contactOsLabel).sort()).toEqual([...CONTACT_OS].sort());
  });
});

describe('locales', () => {
  it("are the design system's six, in the same order", () => {
    expect(CONTENT_LOCALES).toEqual(locales);
  });
});
