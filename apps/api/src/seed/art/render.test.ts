import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { listingArtSvg, renderListingArt } from './render.js';
import { spotScenes } from './spot-scenes.js';
import { vehicleBodies } from './vehicles.js';

describe('listing art for the demo data', () => {
  it('draws every vehicle body and spot scene as a 1600×1067 JPEG', async () => {
    const arts = [
      ...vehicleBodies.map((body, seed) => ({ kind: 'car' as const, body, seed })),
      ...spotScenes.map((scene, seed) => ({ kind: 'spot' as const, scene, seed })),
    ];
    for (const art of arts) {
      const metadata = await sharp(await renderListingArt(art)).metadata();
      expect(metadata).toMatchObject({ format: 'jpeg', width: 1600, height: 1067 });
    }
  });

  it('draws the same picture for the same seed and a different one for another', () => {
    const first = listingArtSvg({ kind: 'car', body: 'van', seed: 7 });
    expect(listingArtSvg({ kind: 'car', body: 'van', seed: 7 })).toBe(first);
    expect(listingArtSvg({ kind: 'car', body: 'van', seed: 8 })).not.toBe(first);
  });
});
