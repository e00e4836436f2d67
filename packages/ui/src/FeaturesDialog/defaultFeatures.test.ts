import { describe, expect, it } from 'vitest';
import { defaultFeatureGroups, defaultTopFeatures } from './defaultFeatures';
import { featureGroupKeys } from './featuresState';

describe('default features content', () => {
  it('has the default top items and the Design, Data and Print groups in order', () => {
    expect(defaultTopFeatures.map((item) => item.key)).toEqual([
      'freeDownload',
      'easyToLearn',
      'fourPlatforms',
      'support',
      'cooperatedPrinters',
    ]);
    expect(defaultFeatureGroups.map((group) => group.key)).toEqual([...featureGroupKeys]);
    expect(defaultFeatureGroups.map((group) => group.items.map((item) => item.label.defaultMessage))).toEqual([
      ['Size and orientation', 'Complex text', 'Shapes and lines', 'Images', 'Barcodes', 'Saved label files'],
      ['Built-in spreadsheet', 'Excel and CSV integration', 'Serial numbers', 'Date and time'],
      [
        'Driverless printing',
        'Multi-row and multi-column rolls',
        'Layers',
        'Batch PDF or PNG/JPG',
        'Templates for the full range of LW and DK sizes',
      ],
    ]);
  });

  it('gives every item a unique key and its own description', () => {
    const all = [...defaultTopFeatures, ...defaultFeatureGroups.flatMap((group) => group.items)];
    expect(new Set(all.map((item) => item.key)).size).toBe(all.length);
    for (const item of all) expect(item.description.id).toBe(`${item.label.id}Description`);
  });
});
