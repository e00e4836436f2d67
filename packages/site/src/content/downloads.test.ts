import { describe, expect, it } from 'vitest';
import {
  defaultDownloadLinks,
  downloadKey,
  fallbackFileName,
  fileNameFromUrl,
  isSafeDownloadUrl,
  mergeDownloadLinks,
} from './downloads';

const HASH = 'a'.repeat(64);

describe('default download links', () => {
  it('has the six download link keys, none with an address of its own before the API answers', () => {
    expect(Object.keys(defaultDownloadLinks).sort()).toEqual(
      [
        'LabelwiseSetup_Android',
        'LabelwiseSetup_IOS',
        'LabelwiseSetup_Mac',
        'LabelwiseSetup_Win32',
        'LabelwiseSetup_Win64',
        'LabelwiseSetup_chrome',
      ].sort(),
    );
    // A production site may have no installer yet and the demo site has stand-ins: only the API knows.
    for (const link of Object.values(defaultDownloadLinks))
      expect([link.key, link.url, link.version, link.fileName, link.sha256]).toEqual([
        link.key,
        null,
        null,
        null,
        null,
      ]);
    expect(defaultDownloadLinks[downloadKey('chrome')].external).toBe(true);
    expect(defaultDownloadLinks[downloadKey('Win64')].external).toBe(false);
  });

  it('names fallback files with 3.8.0', () => {
    expect(fallbackFileName('Win64')).toBe('LabelwiseSetup_Win64_3.8.0.exe');
    expect(fallbackFileName('Mac')).toBe('LabelwiseSetup_Mac_3.8.0.pkg');
  });
});

describe('mergeDownloadLinks', () => {
  it('returns the defaults for a missing or malformed config', () => {
    for (const bad of [null, undefined, 'x', 42, [], true])
      expect(mergeDownloadLinks(defaultDownloadLinks, bad)).toBe(defaultDownloadLinks);
  });

  it('overrides a link from dataConfig.json and follows the version in the new file name', () => {
    const merged = mergeDownloadLinks(defaultDownloadLinks, {
      LabelwiseSetup_Win64:
        '/api-v1.0/common/download/resource?resource=resources%2Fsoftware%2FLabelwiseSetup_Win64_3.11.2.exe',
      LabelwiseSetup_Win64_sha256: HASH.toUpperCase(),
    });
    const win64 = merged[downloadKey('Win64')];
    expect(win64.version).toBe('3.11.2');
    expect(win64.fileName).toBe('LabelwiseSetup_Win64_3.11.2.exe');
    expect(win64.sha256).toBe(HASH);
    expect(merged[downloadKey('Win32')]).toBe(defaultDownloadLinks[downloadKey('Win32')]);
  });

  it('reads the API’s real dataConfig shape (links plus {hash} keys)', () => {
    const apiConfig = {
      LabelwiseSetup_Win32:
        '/api-v1.0/common/download/resource?resource=resources%2Fsoftware%2FLabelwiseSetup_Win32_3.10.0.exe',
      LabelwiseSetup_Win32_sha256: HASH,
      LabelwiseSetup_Win64:
        '/api-v1.0/common/download/resource?resource=resources%2Fsoftware%2FLabelwiseSetup_Win64_3.10.0.exe',
      LabelwiseSetup_Win64_sha256: 'b'.repeat(64),
      LabelwiseSetup_Mac:
        '/api-v1.0/common/download/resource?resource=resources%2Fsoftware%2FLabelwiseSetup_Mac_3.10.0.pkg',
      LabelwiseSetup_Android: 'https://play.google.com/store/apps/details?id=com.labelwise.app',
      LabelwiseSetup_IOS: 'https://apps.apple.com/app/labelwise/id0000000000',
      LabelwiseSetup_chrome: 'https://chromewebstore.google.com/detail/labelwise',
    };
    const merged = mergeDownloadLinks(defaultDownloadLinks, apiConfig);
    expect(merged[downloadKey('Win32')].sha256).toBe(HASH);
    expect(merged[downloadKey('Win64')].sha256).toBe('b'.repeat(64));
    expect(merged[downloadKey('Mac')].version).toBe('3.10.0');
  });

  it('leaves what the config does not publish without an address, and a lone checksum publishes nothing', () => {
    const merged = mergeDownloadLinks(defaultDownloadLinks, {
      LabelwiseSetup_Win64: '/api-v1.0/common/download/resource?resource=upload%2FLabelwiseSetup_Win64_4.0.0.exe',
      LabelwiseSetup_Win32_sha256: HASH,
    });
    expect(merged[downloadKey('Win64')].url).toContain('LabelwiseSetup_Win64_4.0.0.exe');
    expect(merged[downloadKey('Win32')]).toMatchObject({ url: null, sha256: null, version: null });
    expect(merged[downloadKey('Mac')].url).toBeNull();
    expect(merged[downloadKey('IOS')].url).toBeNull();
  });

  it('uses the 3.8.0 fallback name when the new URL names no file', () => {
    const merged = mergeDownloadLinks(defaultDownloadLinks, {
      LabelwiseSetup_Win32: 'https://cdn.example.com/latest/win32',
    });
    const win32 = merged[downloadKey('Win32')];
    expect(win32.url).toBe('https://cdn.example.com/latest/win32');
    expect(win32.fileName).toBe('LabelwiseSetup_Win32_3.8.0.exe');
    expect(win32.version).toBeNull();
  });

  it('ignores unsafe, empty, non-string and unknown entries, and bad hashes', () => {
    const merged = mergeDownloadLinks(defaultDownloadLinks, {
      LabelwiseSetup_Win64: 'javascript:alert(1)',
      LabelwiseSetup_Win32: '//evil.example/x.exe',
      LabelwiseSetup_Mac: '   ',
      LabelwiseSetup_Android: 42,
      LabelwiseSetup_Linux: 'https://example.com/x',
      LabelwiseSetup_Win64_sha256: 'not-a-hash',
    });
    expect(merged).toEqual(defaultDownloadLinks);
    expect(merged).not.toHaveProperty('LabelwiseSetup_Linux');
  });

  it('updates store links without inventing versions or file names', () => {
    const merged = mergeDownloadLinks(defaultDownloadLinks, {
      LabelwiseSetup_chrome: 'https://chromewebstore.google.com/detail/labelwise/abcdef',
    });
    expect(merged[downloadKey('chrome')]).toMatchObject({
      url: 'https://chromewebstore.google.com/detail/labelwise/abcdef',
      version: null,
      fileName: null,
    });
  });

  it('does not mutate its inputs', () => {
    const before = JSON.stringify(defaultDownloadLinks);
    const config = { LabelwiseSetup_Win64: 'https://example.com/LabelwiseSetup_Win64_4.0.0.exe' };
    mergeDownloadLinks(defaultDownloadLinks, config);
    expect(JSON.stringify(defaultDownloadLinks)).toBe(before);
    expect(config).toEqual({ LabelwiseSetup_Win64: 'https://example.com/LabelwiseSetup_Win64_4.0.0.exe' });
  });
});

describe('URL helpers', () => {
  it('accepts root-relative and http(s) URLs only', () => {
    expect(isSafeDownloadUrl('/api-v1.0/x')).toBe(true);
    expect(isSafeDownloadUrl('https://a.example/b')).toBe(true);
    expect(isSafeDownloadUrl('//a.example/b')).toBe(false);
    expect(isSafeDownloadUrl('/\\evil')).toBe(false);
    expect(isSafeDownloadUrl('data:text/html,x')).toBe(false);
    expect(isSafeDownloadUrl('relative/path')).toBe(false);
  });

  it('reads file names from the resource parameter or the path', () => {
    expect(fileNameFromUrl('/api-v1.0/common/download/resource?resource=resources%2Fsoftware%2FA_1.2.3.exe')).toBe(
      'A_1.2.3.exe',
    );
    expect(fileNameFromUrl('https://x.example/dl/B.pkg?token=1')).toBe('B.pkg');
    expect(fileNameFromUrl('https://x.example/latest')).toBeNull();
  });
});
