import sharp from 'sharp';
import { HEIGHT, landscape, palettes, WIDTH } from './landscape.js';
import { seededRandom } from './random.js';
import { spotScene, type SpotScene } from './spot-scenes.js';
import { vehicle, type VehicleBody } from './vehicles.js';

export type ListingArt = { kind: 'car'; body: VehicleBody; seed: number } | { kind: 'spot'; scene: SpotScene; seed: number };

/**
 * The demo listings' photos, drawn by the project itself (never fetched from elsewhere): a flat
 * illustration of a vehicle on the road or of a place, in one of four times of day. The same
 * description always draws the same picture.
 */
export function listingArtSvg(art: ListingArt): string {
  const random = seededRandom(art.seed);
  const palette = random.pick(palettes);
  const foreground = art.kind === 'car' ? vehicle(random, palette, art.body) : spotScene(random, palette, art.scene);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}">${landscape(random, palette)}${foreground}</svg>`;
}

/** The illustration as a JPEG, the kind of file an owner would upload (the image pipeline re-encodes it). */
export async function renderListingArt(art: ListingArt): Promise<Buffer> {
  return sharp(Buffer.from(listingArtSvg(art)))
    .jpeg({ quality: 86 })
    .toBuffer();
}
